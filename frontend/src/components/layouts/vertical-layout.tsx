// The vertical shell: sidebar on the left (hidden behind a burger at 1200px
// and below), floating top bar, page content and footer.
import { AppShell, Box, Overlay } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useNavigation } from 'react-router';
import { PAGE_BACKGROUND, SHELL_BREAKPOINT } from '@/config/theme';
import { Footer } from './footer';
import { updateLayoutSettings, useLayoutSettings } from './layout-settings';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import classes from './vertical-layout.module.css';

export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_COLLAPSED_WIDTH = 84;

export function VerticalLayout() {
  const { sidebarCollapsed } = useLayoutSettings();
  const [navOpened, nav] = useDisclosure(false);
  const navigation = useNavigation();

  return (
    <AppShell
      layout="alt"
      header={{ height: 80 }}
      navbar={{
        width: sidebarCollapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: SHELL_BREAKPOINT,
        collapsed: { mobile: !navOpened },
      }}
      padding="lg"
      bg={PAGE_BACKGROUND}
    >
      {navigation.state === 'loading' ? <div className={classes.progress} role="progressbar" aria-busy /> : null}
      <AppShell.Header className={classes.header} withBorder={false}>
        <TopBar navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar
        className={classes.navbar}
        withBorder={false}
        data-sidebar-collapsed={sidebarCollapsed ? 'true' : 'false'}
      >
        <Sidebar
          collapsed={sidebarCollapsed}
          onToggleCollapsed={() => updateLayoutSettings({ sidebarCollapsed: !sidebarCollapsed })}
          onClose={nav.close}
        />
      </AppShell.Navbar>
      {navOpened ? (
        <Overlay className={classes.mobileOverlay} fixed color="#2f2b3d" backgroundOpacity={0.45} onClick={nav.close} />
      ) : null}
      <AppShell.Main className={classes.main}>
        <Box className={classes.content}>
          <Outlet />
        </Box>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
