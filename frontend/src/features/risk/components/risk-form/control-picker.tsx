// Pick existing controls to link to a risk: a multi-select searched on the
// server (GET /api/v1/controls?q=), each shown with its reference.
import { MultiSelect, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useControlOptions } from '../../api/pickers';
import { linkedControl, type LinkedControl } from '../../lib/risk-fields';

type ControlPickerProps = {
  value: LinkedControl[];
  onChange: (controls: LinkedControl[]) => void;
  id?: string;
  error?: boolean | string;
};

const labelOf = (control: Pick<LinkedControl, 'reference' | 'title'>) =>
  control.reference ? `${control.reference} · ${control.title}` : control.title;

/** The server has already filtered by the search text. */
const keepAll: OptionsFilter = ({ options }) => options;

export function ControlPicker({ value, onChange, id, error }: ControlPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const controls = useControlOptions(q);

  const known = useMemo(() => {
    const map = new Map<string, LinkedControl>(value.map((c) => [c.id, c]));
    for (const control of controls.data ?? []) if (!map.has(control.id)) map.set(control.id, linkedControl(control));
    return map;
  }, [value, controls.data]);

  const data = useMemo(() => [...known.values()].map((c) => ({ value: c.id, label: labelOf(c) })), [known]);

  return (
    <MultiSelect
      id={id}
      label={t('risk.form.linkControls')}
      description={t('risk.form.linkControlsHint')}
      placeholder={value.length === 0 ? t('risk.form.searchControls') : undefined}
      data={data}
      value={value.map((c) => c.id)}
      onChange={(ids) => onChange(ids.map((controlId) => known.get(controlId)).filter((c): c is LinkedControl => Boolean(c)))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepAll}
      nothingFoundMessage={controls.isFetching ? t('risk.form.searching') : t('list.nothingFound')}
      clearable
      hidePickedOptions
      maxDropdownHeight={280}
      error={error}
    />
  );
}
