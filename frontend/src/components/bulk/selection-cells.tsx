// The checkbox column of a list that supports bulk actions: the header picks
// the whole page, each row's cell picks that row. The cells carry
// `data-select` so positional column rules can skip them, and a click on
// them never reaches the row (rows open their record on click).
import { Checkbox, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Selectable, Selection } from './use-selection';

const stop = (event: React.MouseEvent) => event.stopPropagation();
// As narrow as the box: the lists fit their card at 1,100 px (lists.module.css).
const CELL = { width: 1, paddingInlineEnd: 0 } as const;

export function SelectPageHeader<T extends Selectable>({ rows, selection }: { rows: readonly T[]; selection: Selection<T> }) {
  const { t } = useTranslation();
  const state = selection.pageState(rows);
  return (
    <Table.Th data-select onClick={stop} style={CELL}>
      <Checkbox
        size="xs"
        aria-label={t('bulk.selectPage')}
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={rows.length === 0}
        onChange={() => selection.togglePage(rows)}
      />
    </Table.Th>
  );
}

export function SelectRowCell<T extends Selectable>({
  item,
  label,
  selection,
}: {
  item: T;
  /** What the row is called, e.g. its reference. */
  label: string;
  selection: Selection<T>;
}) {
  const { t } = useTranslation();
  return (
    <Table.Td data-select onClick={stop} style={CELL}>
      <Checkbox
        size="xs"
        aria-label={t('bulk.selectRow', { name: label })}
        checked={selection.has(item.id)}
        onChange={() => selection.toggle(item)}
      />
    </Table.Td>
  );
}
