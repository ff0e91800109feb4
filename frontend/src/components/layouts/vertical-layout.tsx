// The vertical shell: sidebar at the start edge (left, or right in
// right-to-left; behind a burger at 1200px and below), the top bar in the
// chosen navbar type, page content and footer. Semi-dark darkens the sidebar.
import { AppShell, Box, Overlay } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { paths } from '@/config/routes';
import { MENU_COLOR_VALUES, SHELL_BREAKPOINT } from '@/config/theme';
import { effectiveMode, saveThemeSettings, useThemeSettings } from '@/lib/theme-settings';
import { Footer } from './footer';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { MENU_SHADOW_SCROLL, useScrolledPast } from './use-shell-media';
import classes from './vertical-layout.module.css';

const SIDEBAR_WIDTH = 260;
const SIDEBAR_COLLAPSED_WIDTH = 84;
/** Spec section 2: this page collapses the menu while it is open. */
const COLLAPSING_PATHS: readonly string[] = [paths.profileView];

export function VerticalLayout() {
  const settings = useThemeSettings();
  const { pathname } = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  const navigation = useNavigation();
  const scrolled = useScrolledPast(MENU_SHADOW_SCROLL);
  const collapsed = settings.sidebarCollapsed || COLLAPSING_PATHS.includes(pathname);
  const semiDark = effectiveMode(settings) === 'semi-dark';
  const headerStyle = settings.navbarColor
    ? ({ '--rh-navbar-color': MENU_COLOR_VALUES[settings.navbarColor] } as CSSProperties)
    : undefined;

  return (
    <AppShell
      className={classes.shell}
      data-shell-layout="vertical"
      navbar={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: SHELL_BREAKPOINT,
        collapsed: { mobile: !navOpened },
      }}
      padding={0}
    >
      {navigation.state === 'loading' ? <div className={classes.progress} role="progressbar" aria-busy /> : null}
      <AppShell.Navbar
        className={classes.navbar}
        withBorder={false}
        data-sidebar-collapsed={collapsed ? 'true' : 'false'}
        data-menu-scheme={semiDark ? 'dark' : undefined}
      >
        <Sidebar
          collapsed={collapsed}
          onToggleCollapsed={() => saveThemeSettings({ sidebarCollapsed: !settings.sidebarCollapsed })}
          onClose={nav.close}
        />
      </AppShell.Navbar>
      {navOpened ? (
        <Overlay className={classes.mobileOverlay} fixed color="#2f2b3d" backgroundOpacity={0.45} onClick={nav.close} />
      ) : null}
      <div className={classes.column}>
        <header
          className={classes.header}
          data-navbar-type={settings.navbarType}
          data-navbar-color={settings.navbarColor || undefined}
          data-scrolled={scrolled || undefined}
          style={headerStyle}
        >
          <TopBar navOpened={navOpened} onToggleNav={nav.toggle} />
        </header>
        <Box component="main" className={classes.content}>
          <Outlet />
        </Box>
        <Footer type={settings.footerType} />
      </div>
    </AppShell>
  );
}
