import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/config/theme';
import { clearPermissions, savePermissions } from '@/lib/permissions';
import { applyThemeSettings, getThemeSettings, THEME_DEFAULTS, type ThemeSettings } from '@/lib/theme-settings';
import { MainLayout } from './main-layout';

// The top bar has its own tests and loads data; here it only marks where it sits.
vi.mock('./top-bar', () => ({
  TopBar: ({ leading }: { leading?: ReactNode }) => <div data-testid="top-bar">{leading}</div>,
}));

const appConfig = vi.hoisted(() => ({ customizer_enabled: false }));
vi.mock('@/lib/app-config', () => ({
  useAppConfig: () => ({ user_manual_url: null, customizer_enabled: appConfig.customizer_enabled }),
}));

// ------------------------------------------------------------- window width

let width = 1440;
type MediaListener = (event: { matches: boolean }) => void;
const mediaListeners = new Map<MediaListener, string>();

function matches(query: string): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  if (min) return width >= Number(min[1]);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  if (max) return width <= Number(max[1]);
  return false;
}

function mockMatchMedia() {
  vi.stubGlobal('matchMedia', (query: string) => {
    const list = {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: MediaListener) => mediaListeners.set(listener, query),
      removeEventListener: (_type: string, listener: MediaListener) => mediaListeners.delete(listener),
      addListener: (listener: MediaListener) => mediaListeners.set(listener, query),
      removeListener: (listener: MediaListener) => mediaListeners.delete(listener),
      dispatchEvent: () => false,
    };
    return list;
  });
}

function resizeTo(next: number) {
  width = next;
  act(() => {
    for (const [listener, query] of [...mediaListeners]) listener({ matches: matches(query) });
  });
}

// ------------------------------------------------------------- scrolling

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

// ------------------------------------------------------------- render

function renderShell(settings: Partial<ThemeSettings>, path = '/') {
  applyThemeSettings({ ...THEME_DEFAULTS, ...settings });
  const router = createMemoryRouter(
    [
      {
        element: <MainLayout />,
        children: [
          { path: '/', element: <p>Dashboard page</p> },
          { path: '/risk/all', element: <p>Register page</p> },
          { path: '/pages/profile', element: <p>Profile page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const shell = (layout: 'vertical' | 'horizontal') => document.querySelector(`[data-shell-layout="${layout}"]`);

beforeEach(() => {
  width = 1440;
  mediaListeners.clear();
  mockMatchMedia();
  scrollTo(0);
  appConfig.customizer_enabled = false;
  savePermissions({ 'risk.read': true, 'incident.read': true, 'settings.manage': true, 'audit.read': true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearPermissions();
  applyThemeSettings(THEME_DEFAULTS);
});

describe('layout switch', () => {
  it('draws the horizontal layout at 1200px and the vertical one at 1199px, keeping the stored choice', () => {
    width = 1200;
    renderShell({ layout: 'horizontal' });
    expect(shell('horizontal')).toBeInTheDocument();
    expect(shell('vertical')).not.toBeInTheDocument();

    resizeTo(1199);
    expect(shell('vertical')).toBeInTheDocument();
    expect(shell('horizontal')).not.toBeInTheDocument();
    expect(getThemeSettings().layout).toBe('horizontal');

    resizeTo(1200);
    expect(shell('horizontal')).toBeInTheDocument();
  });

  it('starts vertical on a 1199px screen', () => {
    width = 1199;
    renderShell({ layout: 'horizontal' });
    expect(shell('vertical')).toBeInTheDocument();
  });

  it('keeps a stored vertical layout on wide screens', () => {
    renderShell({ layout: 'vertical' });
    expect(shell('vertical')).toBeInTheDocument();
  });
});

describe('vertical layout', () => {
  it('collapses the menu on /pages/profile only', () => {
    renderShell({ layout: 'vertical', sidebarCollapsed: false }, '/pages/profile');
    expect(document.querySelector('[data-sidebar-collapsed]')).toHaveAttribute('data-sidebar-collapsed', 'true');
  });

  it('follows the stored collapsed flag elsewhere', () => {
    renderShell({ layout: 'vertical', sidebarCollapsed: false });
    expect(document.querySelector('[data-sidebar-collapsed]')).toHaveAttribute('data-sidebar-collapsed', 'false');
  });

  it('darkens only the menu in semi-dark', () => {
    renderShell({ layout: 'vertical', theme: 'semi-dark' });
    expect(document.querySelector('[data-menu-scheme="dark"]')).toBeInTheDocument();
  });

  it('gives the menu its shadow past 100px of scroll', () => {
    renderShell({ layout: 'vertical' });
    const header = screen.getByTestId('top-bar').parentElement as HTMLElement;
    scrollTo(100);
    expect(header).not.toHaveAttribute('data-scrolled');
    scrollTo(101);
    expect(header).toHaveAttribute('data-scrolled');
  });
});

describe('horizontal layout', () => {
  it('puts the logo in the top bar and the role-filtered groups in the menu row', async () => {
    renderShell({ layout: 'horizontal' }, '/risk/all');
    expect(within(screen.getByTestId('top-bar')).getByRole('link', { name: 'RiskHub home' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const risk = within(nav).getByRole('button', { name: 'Risk' });
    expect(within(nav).getByRole('button', { name: 'Incident' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    expect(risk).toHaveAttribute('data-active');

    // Keyboard reachable: focus the group and open it with Enter.
    act(() => risk.focus());
    await userEvent.keyboard('{Enter}');
    const current = await screen.findByRole('menuitem', { name: 'Risk Register' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Audit Trail' })).not.toHaveAttribute('aria-current');
  });

  it('hides the Incident group from users without incident access', () => {
    clearPermissions();
    savePermissions({ 'risk.read': true });
    renderShell({ layout: 'horizontal' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('button', { name: 'Incident' })).not.toBeInTheDocument();
  });

  it('gives the header its background past 50px of scroll', () => {
    renderShell({ layout: 'horizontal' });
    const header = document.querySelector('[data-shell-layout="horizontal"] header') as HTMLElement;
    scrollTo(50);
    expect(header).not.toHaveAttribute('data-scrolled');
    scrollTo(51);
    expect(header).toHaveAttribute('data-scrolled');
  });

  it('renders no top bar for the hidden navbar type but keeps the menu', () => {
    renderShell({ layout: 'horizontal', navbarType: 'hidden' });
    expect(screen.queryByTestId('top-bar')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});

describe('scroll to top', () => {
  it('appears past 160px of scroll and scrolls back up', async () => {
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    renderShell({ layout: 'vertical' });
    scrollTo(160);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(161);
    fireEvent.click(await screen.findByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('stays away when the settings hide it', () => {
    renderShell({ layout: 'vertical', hideScrollToTop: true });
    scrollTo(500);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });
});

describe('footer and customizer', () => {
  it('shows the footer with the current year unless hidden', () => {
    const { unmount } = renderShell({ layout: 'vertical', footerType: 'static' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} RiskHub`);
    unmount();
    renderShell({ layout: 'vertical', footerType: 'hidden' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('offers the customizer only when the installation enables it', () => {
    const { unmount } = renderShell({});
    expect(screen.queryByRole('button', { name: 'Open the theme customizer' })).not.toBeInTheDocument();
    unmount();
    appConfig.customizer_enabled = true;
    renderShell({});
    expect(screen.getByRole('button', { name: 'Open the theme customizer' })).toBeInTheDocument();
  });
});
