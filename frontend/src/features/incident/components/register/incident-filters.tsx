// All Incidents' filters: status (open / closed), approval, category (the
// tree as "Parent › Child"), function, experience type, escalation level,
// breach, the occurred-on range and one linked risk (searched on the server).
import { Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/ui/filter-select';
import { itemLabel, useRiskOptions, type ItemOption } from '@/lib/api/risk-options';
import type { Option } from '@/lib/option-lists';
import { APPROVAL_STATUSES, enumOptions, INCIDENT_STATUSES } from '../../lib/enums';
import type { RegisterState } from '../../lib/register-params';

type IncidentFiltersProps = {
  state: RegisterState;
  categories: Option[];
  functions: Option[];
  onChange: (changes: Partial<RegisterState>) => void;
};

const isDay = (value: string) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value);

export function IncidentFilters({ state, categories, functions, onChange }: IncidentFiltersProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`incidentRegister.filters.${key}`);
  const rangeInvalid = Boolean(state.occurred_from && state.occurred_to && state.occurred_to < state.occurred_from);
  return (
    <>
      <FilterSelect
        label={label('status')}
        data={INCIDENT_STATUSES.map((value) => ({ value, label: t(`incidentFields.values.status.${value}`) }))}
        value={state.status}
        onChange={(status) => onChange({ status })}
        named
      />
      <FilterSelect
        label={label('approval_status')}
        data={APPROVAL_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        value={state.approval_status}
        onChange={(approval_status) => onChange({ approval_status })}
        named
      />
      <FilterSelect
        label={label('category_id')}
        data={categories}
        value={state.category_id}
        onChange={(category_id) => onChange({ category_id })}
        searchable
      />
      <FilterSelect
        label={label('function_id')}
        data={functions}
        value={state.function_id}
        onChange={(function_id) => onChange({ function_id })}
        searchable
      />
      <FilterSelect
        label={label('experience_type')}
        data={enumOptions(t, 'experience_type')}
        value={state.experience_type}
        onChange={(experience_type) => onChange({ experience_type })}
      />
      <FilterSelect
        label={label('escalation_level')}
        data={enumOptions(t, 'escalation_level')}
        value={state.escalation_level}
        onChange={(escalation_level) => onChange({ escalation_level })}
        named
      />
      <FilterSelect
        label={label('breach')}
        data={[
          { value: 'true', label: t('incidentRegister.filters.breachYes') },
          { value: 'false', label: t('incidentRegister.filters.breachNo') },
        ]}
        value={state.breach}
        onChange={(breach) => onChange({ breach })}
      />
      <RiskFilter value={state.risk_id} onChange={(risk_id) => onChange({ risk_id })} />
      <TextInput
        type="date"
        label={label('occurred_from')}
        leftSection={<IconCalendar size={16} stroke={1.6} />}
        value={state.occurred_from}
        max={state.occurred_to || undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isDay(value)) onChange({ occurred_from: value });
        }}
      />
      <TextInput
        type="date"
        label={label('occurred_to')}
        leftSection={<IconCalendar size={16} stroke={1.6} />}
        value={state.occurred_to}
        min={state.occurred_from || undefined}
        error={rangeInvalid ? t('incidentRegister.filters.rangeInvalid') : undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isDay(value)) onChange({ occurred_to: value });
        }}
      />
    </>
  );
}

const NONE: readonly ItemOption[] = [];

/** One linked risk, searched on the server (reference or title). */
function RiskFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const risks = useRiskOptions(q);
  const [picked, setPicked] = useState<string>('');
  const data = useMemo(() => {
    const list = (risks.data ?? NONE).map((item) => ({ value: item.id, label: itemLabel(item) }));
    if (value && !list.some((item) => item.value === value)) {
      list.unshift({ value, label: picked || value.slice(0, 8) });
    }
    return list;
  }, [risks.data, value, picked]);
  const label = t('incidentRegister.filters.risk_id');
  return (
    <Select
      aria-label={label}
      placeholder={label}
      data={data}
      value={value || null}
      searchable
      clearable
      filter={({ options }) => options}
      nothingFoundMessage={risks.isFetching ? t('incidentRegister.filters.searching') : t('list.nothingFound')}
      onChange={(next) => {
        setPicked(next ? (data.find((item) => item.value === next)?.label ?? '') : '');
        onChange(next ?? '');
        setSearch('');
      }}
      searchValue={search}
      onSearchChange={(next) => setSearch(data.some((option) => option.label === next) ? '' : next)}
    />
  );
}
