// Entry point: drops any stale service worker, shows the logo spinner and
// lazily loads the application (providers, router, UI library).
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppLoader } from '@/components/ui/app-loader';

const App = lazy(() => import('@/app/app'));

async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
  } catch {
    // Not available (private mode, insecure origin): nothing to clean up.
  }
}

void unregisterServiceWorkers();

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Suspense fallback={<AppLoader />}>
      <App />
    </Suspense>
  </StrictMode>,
);
