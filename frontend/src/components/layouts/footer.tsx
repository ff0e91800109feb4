// Page footer (spec section 9: the current year), drawn per the footer type:
// hidden, static (after the content) or sticky (pinned to the bottom edge).
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ThemeSettings } from '@/lib/theme-settings';
import classes from './footer.module.css';

export function Footer({ type }: { type: ThemeSettings['footerType'] }) {
  const { t } = useTranslation();
  if (type === 'hidden') return null;
  return (
    <footer className={classes.footer} data-footer-type={type}>
      <div className={classes.inner}>
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} RiskHub. {t('shell.footer.rights')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('footer.tagline')}{' '}
          <Anchor href="/api/docs/" size="sm" target="_blank" rel="noreferrer">
            {t('footer.apiDocs')}
          </Anchor>
        </Text>
      </div>
    </footer>
  );
}
