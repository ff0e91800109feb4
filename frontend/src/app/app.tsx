// The application (lazy-loaded by main.tsx): styles, i18n, API wiring,
// providers and the router.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@fontsource-variable/public-sans/wght.css';
import '@/styles/global.css';
import '@/lib/i18n';
import { configureApiClient } from '@/lib/api-client';
import { checkSession, refreshSession, requirePasswordChange } from '@/lib/auth';
import { reloadPermissions } from '@/lib/permissions';
import { AppProvider } from './provider';
import { AppRouter } from './router';

configureApiClient({
  reloadPermissions,
  refreshSession,
  onUnauthorized: checkSession,
  onPasswordChangeRequired: requirePasswordChange,
});

export default function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
