// A table header cell that sorts the list by its column: click (or Enter)
// cycles ascending, descending, none; aria-sort tells assistive technology.
import { Table, UnstyledButton, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nextSort } from '@/lib/list-params';

type SortHeaderProps = {
  column: string;
  sort: string;
  onSort: (sort: string) => void;
  children: ReactNode;
  w?: number | string;
};

export function SortHeader({ column, sort, onSort, children, w }: SortHeaderProps) {
  const { t } = useTranslation();
  const direction = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : 'none';
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th w={w} aria-sort={direction}>
      <UnstyledButton
        onClick={() => onSort(nextSort(sort, column))}
        aria-label={t('controls.sortBy', { column: typeof children === 'string' ? children : column })}
        style={{ fontWeight: 'inherit', fontSize: 'inherit', color: 'inherit' }}
      >
        <Group gap={4} wrap="nowrap">
          <span>{children}</span>
          <Icon size={14} stroke={1.8} style={{ opacity: direction === 'none' ? 0.4 : 1 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
