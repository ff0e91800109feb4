// The horizontal shell (wide screens only; MainLayout draws the vertical one
// below 1200px): a header with the logo and the top bar, the menu row with the
// groups as dropdowns, page content and footer. Past 50px of scroll the header
// takes its background and shadow.
import { UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigation } from 'react-router';
import { LogoMark } from '@/components/ui/logo';
import { MENU_COLOR_VALUES } from '@/config/theme';
import { useThemeSettings } from '@/lib/theme-settings';
import { Footer } from './footer';
import { HorizontalMenu } from './horizontal-menu';
import { TopBar } from './top-bar';
import { NAVBAR_EFFECT_SCROLL, useScrolledPast } from './use-shell-media';
import classes from './horizontal-layout.module.css';

const noop = () => undefined;

function Brand() {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to="/" className={classes.brand} aria-label={t('shell.brandHome')}>
      <LogoMark size={32} aria-hidden />
      <span className={classes.brandName}>RiskHub</span>
    </UnstyledButton>
  );
}

export function HorizontalLayout() {
  const settings = useThemeSettings();
  const navigation = useNavigation();
  const scrolled = useScrolledPast(NAVBAR_EFFECT_SCROLL);
  const headerStyle = settings.navbarColor
    ? ({ '--rh-navbar-color': MENU_COLOR_VALUES[settings.navbarColor] } as CSSProperties)
    : undefined;

  return (
    <div className={classes.shell} data-shell-layout="horizontal">
      {navigation.state === 'loading' ? <div className={classes.progress} role="progressbar" aria-busy /> : null}
      <header
        className={classes.header}
        data-navbar-type={settings.navbarType}
        data-scrolled={scrolled || undefined}
      >
        <div className={classes.bar}>
          {settings.navbarType === 'hidden' ? null : (
            <div className={classes.topRow} data-navbar-color={settings.navbarColor || undefined} style={headerStyle}>
              <div className={classes.rowInner}>
                <TopBar navOpened={false} onToggleNav={noop} leading={<Brand />} />
              </div>
            </div>
          )}
          <div className={classes.menuRow}>
            <div className={classes.rowInner}>
              <HorizontalMenu />
            </div>
          </div>
        </div>
      </header>
      <main className={classes.content}>
        <Outlet />
      </main>
      <Footer type={settings.footerType} />
    </div>
  );
}
