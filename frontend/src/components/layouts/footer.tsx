// Page footer: the current year and the product name.
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './vertical-layout.module.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Group component="footer" className={classes.footer} justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} RiskHub
      </Text>
      <Text size="sm" c="dimmed">
        {t('footer.tagline')}{' '}
        <Anchor href="/api/docs/" size="sm" target="_blank" rel="noreferrer">
          {t('footer.apiDocs')}
        </Anchor>
      </Text>
    </Group>
  );
}
