// A table header cell that sorts its list by the column, the one every list
// uses: click (or Enter / Space) for the column's natural order, again for
// the other, a third time back to the list's own order (`nextSort`);
// aria-sort tells assistive technology how the list is sorted now.
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nextSort, sortDirection, type SortOptions } from '@/lib/list-params';

type SortHeaderProps = SortOptions & {
  /** The sort key the API takes (`-column` for descending). */
  column: string;
  /** The list's current sort ('' for its own order). */
  sort: string;
  onSort: (sort: string) => void;
  children: ReactNode;
  w?: number | string;
};

export function SortHeader({ column, sort, onSort, children, w, descFirst, defaultSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const direction = sortDirection(sort, column, defaultSort);
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th w={w} aria-sort={direction} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton
        onClick={() => onSort(nextSort(sort, column, { descFirst, defaultSort }))}
        aria-label={t('list.sortBy', { column: typeof children === 'string' ? children : column })}
        data-sort-field={column}
        style={{ fontWeight: 'inherit', fontSize: 'inherit', color: 'inherit' }}
      >
        <Group gap={4} wrap="nowrap">
          <span>{children}</span>
          <Icon
            size={14}
            stroke={1.8}
            color={direction === 'none' ? 'var(--mantine-color-dimmed)' : 'var(--mantine-color-primary-6)'}
            aria-hidden
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
