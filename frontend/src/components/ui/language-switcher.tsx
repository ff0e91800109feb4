// Top-bar language menu (flag + code); the choice is persisted by lib/i18n.
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/lib/account-language';
import { isLanguage, LANGUAGES, DEFAULT_LANGUAGE } from '@/lib/i18n';
import { Flag } from './flags';
import classes from './language-switcher.module.css';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const currentLabel = LANGUAGES.find((language) => language.code === current)?.label ?? current;

  return (
    <Menu position="bottom-end" width={190} offset={12}>
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={`${t('topbar.language')}: ${currentLabel}`}>
          <Group gap={6} wrap="nowrap">
            <Flag code={current} />
            <Text size="sm" fw={600} tt="uppercase" className={classes.code}>
              {current}
            </Text>
            <IconChevronDown size={14} stroke={2} className={classes.chevron} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('topbar.language')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            leftSection={<Flag code={language.code} />}
            rightSection={language.code === current ? <IconCheck size={16} color="var(--mantine-color-primary-6)" /> : null}
            aria-current={language.code === current ? 'true' : undefined}
            onClick={() => chooseLanguage(language.code)}
          >
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
