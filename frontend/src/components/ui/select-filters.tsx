// The top of a list's filter card when its filters are select boxes:
// `ListFilters` with one `FilterSelect` per filter, read from and written to
// the list's state; "Clear filters" empties them and the search together.
import type { ComboboxData, SimpleGridProps } from '@mantine/core';
import { anyFilter } from '@/lib/list-filters';
import { FilterSelect } from './filter-select';
import { ListFilters } from './filters-header';

/** One select of the row, setting the list state's `name`. */
export type SelectFilter<K extends string> = {
  name: K;
  label: string;
  data: ComboboxData;
  /** Type to narrow long lists. */
  searchable?: boolean;
  /** Show the chosen value with the filter's name. */
  named?: boolean;
};

type Changes<K extends string> = Partial<Record<K | 'q', string>>;

type SelectFiltersProps<K extends string> = {
  selects: readonly SelectFilter<K>[];
  values: { q: string } & Record<K, string>;
  onChange: (changes: Changes<K>, options?: { replace?: boolean }) => void;
  /** The search box's placeholder. */
  placeholder: string;
  cols?: SimpleGridProps['cols'];
};

export function SelectFilters<K extends string>({ selects, values, onChange, placeholder, cols = { base: 1, sm: 3 } }: SelectFiltersProps<K>) {
  const names = selects.map((select) => select.name);
  const cleared = Object.fromEntries(['q', ...names].map((name) => [name, ''])) as Changes<K>;
  return (
    <ListFilters
      filtered={anyFilter(values, names)}
      onClear={() => onChange(cleared)}
      cols={cols}
      search={{ value: values.q, onSearch: (q) => onChange({ q } as Changes<K>, { replace: true }), placeholder }}
    >
      {selects.map((select) => (
        <FilterSelect
          key={select.name}
          label={select.label}
          data={select.data}
          value={values[select.name]}
          onChange={(value) => onChange({ [select.name]: value } as Changes<K>)}
          searchable={select.searchable}
          named={select.named}
        />
      ))}
    </ListFilters>
  );
}
