// Pickers of the risk forms: an owner (user), a function, linked risks (many,
// searched on the server) and one risk or control (searched on the server).
import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunctions } from '@/lib/api/functions';
import { useUserOptions } from '@/lib/api/users';
import { itemLabel, useControlOptions, useRiskOptions, type ItemOption } from '../../api/pickers';

type SingleProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
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

/** Labels of the options: those known up front, those picked earlier, and the current search's. */
function useLabels(options: readonly ItemOption[] | undefined, known: readonly ItemOption[], picked: ReadonlyMap<string, string>) {
  return useMemo(() => {
    const labels = new Map(picked);
    for (const item of known) labels.set(item.id, itemLabel(item));
    for (const item of options ?? []) labels.set(item.id, itemLabel(item));
    return labels;
  }, [options, known, picked]);
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
