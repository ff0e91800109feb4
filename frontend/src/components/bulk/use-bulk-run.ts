// One bulk action at a time for a list: runs it through `runBulk` (4 at a
// time), keeps its progress for the bar and its outcome for the summary, and
// calls `onSettled` (refresh the list) when every item has finished.
import { useCallback, useState } from 'react';
import { runBulk, type BulkOutcome } from './run-bulk';

export type BulkRunState<T> = {
  /** The action's label, e.g. "Assign owner". */
  action: string;
  finished: number;
  total: number;
  /** Set once every item has finished. */
  outcome: BulkOutcome<T> | null;
};

export function useBulkRun<T>(onSettled: (outcome: BulkOutcome<T>) => void) {
  const [state, setState] = useState<BulkRunState<T> | null>(null);
  const running = state !== null && state.outcome === null;
  const run = useCallback(
    async (action: string, items: readonly T[], task: (item: T) => Promise<unknown>) => {
      setState({ action, finished: 0, total: items.length, outcome: null });
      const outcome = await runBulk(items, task, {
        onProgress: (finished, total) => setState((current) => current && { ...current, finished, total }),
      });
      setState((current) => current && { ...current, finished: items.length, outcome });
      onSettled(outcome);
      return outcome;
    },
    [onSettled],
  );
  const dismiss = useCallback(() => setState(null), []);
  return { state, running, run, dismiss };
}
