// The visible columns of a big list for the signed-in user, shared by its
// column chooser, its Views menu and the table wrapper that hides the rest.
import { useMemo } from 'react';
import { useColumnChoice, type ViewList } from '@/lib/saved-views';
import { visibleColumns } from './list-columns';

/** The list's visible column ids and a setter (null: back to every column). */
export function useVisibleColumns(list: ViewList): [string[], (columns: string[] | null) => void] {
  const [choice, setChoice] = useColumnChoice(list);
  const visible = useMemo(() => visibleColumns(list, choice), [list, choice]);
  return [visible, setChoice];
}
