// Router error element: a failed chunk load (after a deploy), a module whose
// service is down (503: named, not a generic error) or a render error.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isServiceUnavailable } from '@/lib/api-client';
import { ErrorScreen } from './error-screen';
import { ModuleUnavailable } from './module-unavailable';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isChunkLoadError(error)) {
    return (
      <ErrorScreen
        title={t('errors.updateAvailable.title')}
        message={t('errors.updateAvailable.message')}
        onRetry={() => window.location.reload()}
      />
    );
  }
  if (isServiceUnavailable(error) || (isRouteErrorResponse(error) && error.status === 503)) {
    const module = isServiceUnavailable(error) ? error.module : null;
    return <ModuleUnavailable variant="screen" module={module} onRetry={() => window.location.reload()} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen title={t('misc.notFound.title')} message={t('misc.notFound.message')} />;
  }
  console.error('Route error', error);
  return <ErrorScreen onRetry={() => window.location.reload()} />;
}
