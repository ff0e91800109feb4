// A list filter as a select: its label is also its placeholder (the filter
// row has no labels above), an empty value means "any", and it clears.
import { Select, type ComboboxData } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type FilterSelectProps = {
  label: string;
  data: ComboboxData;
  /** '' for no filter. */
  value: string;
  onChange: (value: string) => void;
  /** Type to narrow long lists (owners, functions). */
  searchable?: boolean;
};

export function FilterSelect({ label, data, value, onChange, searchable = false }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={label}
      placeholder={label}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable={searchable}
      clearable
      nothingFoundMessage={searchable ? t('list.nothingFound') : undefined}
    />
  );
}
