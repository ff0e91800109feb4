// App-wide providers: Mantine (theme, notifications), TanStack Query and a
// last-resort error boundary.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorScreen } from '@/components/errors/error-screen';
import { cssVariablesResolver, theme } from '@/config/theme';
import { queryClient } from '@/lib/react-query';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-right" limit={4} zIndex={1000} />
      <ErrorBoundary fallback={() => <ErrorScreen onRetry={() => window.location.reload()} />}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
