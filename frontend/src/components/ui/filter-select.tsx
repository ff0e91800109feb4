// A list filter as a select: its label is also its placeholder (the filter
// row has no labels above), an empty value means "any", and it clears.
// With `named`, a chosen value keeps the filter's name in view ("Net rating:
// High"), for filters whose values alone do not say which filter they are.
import { Select, type ComboboxData, type ComboboxItem } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type FilterSelectProps = {
  label: string;
  data: ComboboxData;
  /** '' for no filter. */
  value: string;
  onChange: (value: string) => void;
  /** Type to narrow long lists (owners, functions). */
  searchable?: boolean;
  /** Show the chosen value with the filter's name: "Net rating: High". */
  named?: boolean;
};

export function FilterSelect({ label, data, value, onChange, searchable = false, named = false }: FilterSelectProps) {
  const { t } = useTranslation();
  // Named: each option's label carries the filter's name (what the input
  // shows once chosen); the list itself shows the plain labels.
  const { options, plain } = useMemo(() => {
    const plainLabels = new Map<string, string>();
    if (!named) return { options: data, plain: plainLabels };
    const withName = (data as readonly (string | ComboboxItem)[]).map((item) => {
      const option = typeof item === 'string' ? { value: item, label: item } : item;
      if (typeof option !== 'object' || !('value' in option)) return option;
      plainLabels.set(option.value, option.label);
      return { ...option, label: t('list.filterValue', { label, value: option.label }) };
    });
    return { options: withName, plain: plainLabels };
  }, [named, data, label, t]);
  return (
    <Select
      aria-label={label}
      placeholder={label}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable={searchable}
      clearable
      nothingFoundMessage={searchable ? t('list.nothingFound') : undefined}
      renderOption={named ? ({ option }) => plain.get(option.value) ?? option.label : undefined}
    />
  );
}
