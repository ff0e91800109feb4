// The floating top bar: burger (small screens), page title, language and user menus.
import { Burger, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { useCurrentRouteMeta } from '@/lib/route-handle';
import { UserMenu } from './user-menu';
import classes from './vertical-layout.module.css';

export function TopBar({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { t } = useTranslation();
  const titleKey = useCurrentRouteMeta()?.titleKey;

  return (
    <Paper className={classes.topBar} shadow="sm" component="div">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          className={classes.burger}
          opened={navOpened}
          onClick={onToggleNav}
          size="sm"
          aria-label={t('nav.toggle')}
        />
        {titleKey ? (
          <Text fw={600} className={classes.topBarTitle} truncate>
            {t(titleKey)}
          </Text>
        ) : null}
      </Group>
      <Group gap={6} wrap="nowrap">
        <LanguageSwitcher />
        <UserMenu />
      </Group>
    </Paper>
  );
}
