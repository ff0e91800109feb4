// The top of a list screen's filter card: the heading ("Filters", and "Clear
// filters" while any filter is set) and `ListFilters`, heading + filter grid +
// search row, the same on every list.
import { Button, Divider, Group, SimpleGrid, Title, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from './search-input';

function FiltersHeader({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" px="lg" pt="lg" pb="sm">
      <Title order={2} fz={18}>
        {t('list.filters')}
      </Title>
      {filtered ? (
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      ) : null}
    </Group>
  );
}

type ListFiltersProps = {
  filtered: boolean;
  onClear: () => void;
  /** The filter grid's columns per breakpoint. */
  cols: SimpleGridProps['cols'];
  /** The filters (FilterSelect, date inputs…). */
  children: ReactNode;
  /** The free-text search under the filters. */
  search: { value: string; onSearch: (q: string) => void; placeholder: string; width?: number };
  /** Beside the search, on the right (a view switch, an active filter). */
  aside?: ReactNode;
};

/** The top of a list screen's card: "Filters" with its clear button, the filter grid, then the search row. */
export function ListFilters({ filtered, onClear, cols, children, search, aside }: ListFiltersProps) {
  return (
    <>
      <FiltersHeader filtered={filtered} onClear={onClear} />
      <SimpleGrid cols={cols} spacing="md" px="lg" pb="lg">
        {children}
      </SimpleGrid>
      <Divider />
      <Group justify="space-between" px="lg" py="md" gap="sm">
        <SearchInput
          value={search.value}
          onSearch={search.onSearch}
          placeholder={search.placeholder}
          w={{ base: '100%', sm: search.width ?? 320 }}
        />
        {aside}
      </Group>
    </>
  );
}
