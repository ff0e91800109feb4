// App-wide providers: direction and Mantine (theme, colour scheme from the
// theme settings store, notifications), TanStack Query and a last-resort
// error boundary. Keeps the <html> attributes that index.html set before the
// first paint in step with the store.
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorScreen } from '@/components/errors/error-screen';
import { colorSchemeManager, cssVariablesResolver, MENU_COLOR_VALUES, theme } from '@/config/theme';
import { queryClient } from '@/lib/react-query';
import { documentThemeAttributes, useThemeSettings, type ThemeSettings } from '@/lib/theme-settings';

/** The same attributes the inline script in index.html sets, after every change. */
function useDocumentTheme(settings: ThemeSettings): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const attributes = documentThemeAttributes(settings);
    root.setAttribute('dir', attributes.dir);
    root.setAttribute('data-layout', attributes.layout);
    root.setAttribute('data-theme-mode', attributes.mode);
    root.style.backgroundColor = attributes.background;
    root.style.colorScheme = attributes.colorScheme;
    root.style.setProperty('--rh-menu-color', MENU_COLOR_VALUES[settings.menuTheme]);
  }, [settings]);
}

export function AppProvider({ children }: { children: ReactNode }) {
  const settings = useThemeSettings();
  useDocumentTheme(settings);

  return (
    <DirectionProvider initialDirection={settings.direction} detectDirection>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
      >
        <Notifications position="top-right" limit={4} zIndex={1000} />
        <ErrorBoundary fallback={() => <ErrorScreen onRetry={() => window.location.reload()} />}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ErrorBoundary>
      </MantineProvider>
    </DirectionProvider>
  );
}
