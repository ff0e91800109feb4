// The floating top bar: burger (1200px and below), an optional leading slot
// (the horizontal layout's logo), global search and bookmarks on the start
// side; language, user manual, messages and the user menu on the end side.
import { Burger, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookmarksMenu, QuickBookmarks } from '@/components/top-bar/bookmarks';
import { GlobalSearch } from '@/components/top-bar/global-search';
import { MessagesDropdown } from '@/components/top-bar/messages-dropdown';
import { useDelayedStart } from '@/components/top-bar/use-delayed-start';
import { UserManualButton } from '@/components/top-bar/user-manual';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import classes from './top-bar.module.css';
import { UserMenu } from './user-menu';

export type TopBarProps = {
  navOpened: boolean;
  onToggleNav: () => void;
  /** Shown first (the horizontal layout's logo). */
  leading?: ReactNode;
};

export function TopBar({ navOpened, onToggleNav, leading }: TopBarProps) {
  const { t } = useTranslation();
  // Spec section 9: the user and the messages load 2000 ms after start.
  const loaded = useDelayedStart();

  return (
    <Paper className={classes.topBar} shadow="sm">
      <div className={classes.start}>
        <Burger
          className={classes.burger}
          opened={navOpened}
          onClick={onToggleNav}
          size="sm"
          aria-label={t('nav.toggle')}
          aria-expanded={navOpened}
        />
        {leading ? <div className={classes.leading}>{leading}</div> : null}
        <GlobalSearch />
        <span className={classes.divider} aria-hidden />
        <QuickBookmarks />
        <BookmarksMenu />
      </div>
      <div className={classes.end}>
        <LanguageSwitcher />
        <UserManualButton />
        <MessagesDropdown enabled={loaded} />
        <span className={classes.divider} aria-hidden />
        <UserMenu load={loaded} />
      </div>
    </Paper>
  );
}
