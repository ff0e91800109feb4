// A column header that sorts the register: click (or Enter / Space) for its
// natural order, again to flip; aria-sort tells assistive technology.
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sortDirection, type SortField } from '../../lib/register-params';

type SortHeaderProps = {
  field: SortField;
  sort: string;
  onSort: (field: SortField) => void;
  children: ReactNode;
  w?: number;
};

export function SortHeader({ field, sort, onSort, children, w }: SortHeaderProps) {
  const { t } = useTranslation();
  const direction = sortDirection(sort, field);
  const Icon = direction === 'ascending' ? IconSortAscending : direction === 'descending' ? IconSortDescending : IconArrowsSort;
  return (
    <Table.Th w={w} aria-sort={direction} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton
        onClick={() => onSort(field)}
        fw={600}
        fz="sm"
        aria-label={t('risk.register.sortBy', { column: typeof children === 'string' ? children : field })}
        data-sort-field={field}
      >
        <Group gap={4} wrap="nowrap">
          {children}
          <Icon size={14} stroke={1.8} color={direction === 'none' ? 'var(--mantine-color-gray-5)' : 'var(--mantine-color-primary-6)'} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
