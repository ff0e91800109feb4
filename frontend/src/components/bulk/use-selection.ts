// The rows picked in a list, kept by id with the row as it was when picked
// (its version is what a bulk change sends back, so a row changed since is
// reported as stale rather than overwritten).
import { useCallback, useMemo, useState } from 'react';

export type Selectable = { id: string };

export type Selection<T extends Selectable> = {
  /** The picked rows, in the order they were picked. */
  items: T[];
  count: number;
  has: (id: string) => boolean;
  toggle: (item: T) => void;
  /** Picks every row of `rows`, or unpicks them all when all are picked. */
  togglePage: (rows: readonly T[]) => void;
  /** 'all', 'some' or 'none' of `rows` picked. */
  pageState: (rows: readonly T[]) => 'all' | 'some' | 'none';
  clear: () => void;
};

export function useSelection<T extends Selectable>(): Selection<T> {
  const [picked, setPicked] = useState<ReadonlyMap<string, T>>(() => new Map());
  const toggle = useCallback((item: T) => {
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item);
      return next;
    });
  }, []);
  const togglePage = useCallback((rows: readonly T[]) => {
    setPicked((current) => {
      const next = new Map(current);
      const all = rows.length > 0 && rows.every((row) => current.has(row.id));
      for (const row of rows) {
        if (all) next.delete(row.id);
        else next.set(row.id, row);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setPicked(new Map()), []);
  return useMemo(
    () => ({
      items: [...picked.values()],
      count: picked.size,
      has: (id: string) => picked.has(id),
      toggle,
      togglePage,
      pageState: (rows: readonly T[]) => {
        const n = rows.filter((row) => picked.has(row.id)).length;
        return n === 0 ? 'none' : n === rows.length ? 'all' : 'some';
      },
      clear,
    }),
    [picked, toggle, togglePage, clear],
  );
}
