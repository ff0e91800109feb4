// The status of one module for its pages: down when the gateway answered one
// of its calls with 503 (and no call of it has succeeded since), or when the
// error a page holds is that 503.
import { useCallback, useSyncExternalStore } from 'react';
import { isServiceUnavailable } from './api-client';
import { moduleDownSince, subscribeModuleStatus, type AppModule } from './module-status';

export type ModuleStatus = {
  /** The module's service does not answer: show ModuleUnavailable instead of a generic error. */
  unavailable: boolean;
  /** Since when it is known to be down (ms since the epoch), or null. */
  since: number | null;
};

/**
 * `useModuleStatus('risk', query.error)`: whether the risk module is down,
 * from the error given (a 503 of any path) or the calls seen so far.
 */
export function useModuleStatus(module: AppModule, error?: unknown): ModuleStatus {
  const getSnapshot = useCallback(() => moduleDownSince(module), [module]);
  const since = useSyncExternalStore(subscribeModuleStatus, getSnapshot, getSnapshot);
  return { unavailable: since !== null || isServiceUnavailable(error), since };
}
