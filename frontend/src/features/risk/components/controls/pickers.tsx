// Pickers of the risk forms: an owner (user), a function, linked risks (many,
// searched on the server) and one risk or control (searched on the server).
// The first three are shared with the incident forms: @/components/pickers.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SingleProps } from '@/components/pickers/pickers';
import { useLabels } from '@/lib/api/risk-options';
import { itemLabel, useControlOptions, useRiskOptions, type ItemOption } from '../../api/pickers';

export { FunctionSelect, LinkedRisksSelect, OwnerSelect } from '@/components/pickers/pickers';

type ItemSelectProps = SingleProps & { kind: 'risk' | 'control'; known?: ItemOption | null };

/** One risk or control, searched on the server. */
export function ItemSelect({ kind, value, onChange, known = null, ...props }: ItemSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const risks = useRiskOptions(kind === 'risk' ? q : '');
  const controls = useControlOptions(kind === 'control' ? q : '');
  const options = kind === 'risk' ? risks.data : controls.data;
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const knownList = useMemo(() => (known ? [known] : []), [known]);
  const labels = useLabels(options, knownList, picked);
  const data = useMemo(() => {
    const list = (options ?? []).map((item) => ({ value: item.id, label: itemLabel(item) }));
    if (value && !list.some((item) => item.value === value)) {
      list.unshift({ value, label: labels.get(value) ?? value.slice(0, 8) });
    }
    return list;
  }, [options, value, labels]);
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage={t('list.nothingFound')}
      filter={({ options: all }) => all}
      {...props}
      data={data}
      value={value || null}
      onChange={(next) => {
        if (next) setPicked(new Map([[next, labels.get(next) ?? next.slice(0, 8)]]));
        onChange(next ?? '');
        setSearch('');
      }}
      onSearchChange={(next) => {
        // Choosing an option fills the box with its label: that is no search.
        setSearch(data.some((option) => option.label === next) ? '' : next);
      }}
    />
  );
}
