// Pickers of the risk and incident forms: an owner (user), a function and
// linked risks (many, searched on the server).
import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunctions } from '@/lib/api/functions';
import { useLabels, useRiskOptions, type ItemOption } from '@/lib/api/risk-options';
import { useUserOptions } from '@/lib/api/users';

export type SingleProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** An owner from GET /api/v1/users/options; `knownName` labels a current owner missing from the list. */
export function OwnerSelect({ value, onChange, knownName, ...props }: SingleProps & { knownName?: string | null }) {
  const { t } = useTranslation();
  const users = useUserOptions();
  const data = useMemo(() => {
    // The email tells two people of one name apart (issue 13).
    const options = (users.data ?? []).map((user) => ({
      value: user.id,
      label: user.email ? `${user.name} · ${user.email}` : user.name,
    }));
    if (value && !options.some((option) => option.value === value)) {
      options.unshift({ value, label: knownName ?? value.slice(0, 8) });
    }
    return options;
  }, [users.data, value, knownName]);
  return (
    <Select
      placeholder={t('controls.form.noOwner')}
      searchable
      clearable
      nothingFoundMessage={t('list.nothingFound')}
      {...props}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}

export function FunctionSelect({ value, onChange, ...props }: SingleProps) {
  const { t } = useTranslation();
  const functions = useFunctions({ silent: true });
  const data = useMemo(
    () =>
      (functions.data ?? [])
        .map((fn) => ({ value: fn.id, label: fn.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [functions.data],
  );
  return (
    <Select
      placeholder={t('controls.form.noFunction')}
      searchable
      clearable
      nothingFoundMessage={t('list.nothingFound')}
      {...props}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}

const NONE: readonly ItemOption[] = [];

type LinkedRisksProps = Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  value: string[];
  onChange: (value: string[]) => void;
  /** Risks already linked, for their labels. */
  known?: readonly ItemOption[];
};

export function LinkedRisksSelect({ value, onChange, known = NONE, ...props }: LinkedRisksProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const risks = useRiskOptions(q);
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const labels = useLabels(risks.data, known, picked);
  const data = useMemo(() => {
    const ids = new Set<string>();
    const options: { value: string; label: string }[] = [];
    for (const id of [...value, ...(risks.data ?? []).map((risk) => risk.id)]) {
      if (ids.has(id)) continue;
      ids.add(id);
      options.push({ value: id, label: labels.get(id) ?? id.slice(0, 8) });
    }
    return options;
  }, [value, risks.data, labels]);
  return (
    <MultiSelect
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={risks.isFetching ? t('controls.form.searching') : t('list.nothingFound')}
      filter={({ options }) => options}
      {...props}
      data={data}
      value={value}
      onChange={(next) => {
        setPicked(new Map(next.map((id) => [id, labels.get(id) ?? id.slice(0, 8)])));
        onChange(next);
      }}
      searchValue={search}
      onSearchChange={setSearch}
    />
  );
}
