// Bulk actions of the control library: assign an owner and change the
// category (a control's risk category) through PUT /api/v1/controls/{id}
// with the version each row had when picked, and export the picked rows as
// CSV with the columns and texts of the screen.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListBulkActions } from '@/components/bulk/list-bulk-actions';
import type { Selection } from '@/components/bulk/use-selection';
import { api } from '@/lib/api-client';
import { useRiskCategories } from '@/lib/api/risk-categories';
import { useUserOptions } from '@/lib/api/users';
import { downloadCsv, type CsvColumn } from '@/lib/csv';
import { useCan } from '@/lib/permissions';
import { RISK_MODULE_KEY } from '../../api/controls';
import type { Control, ControlDetail, ControlInput } from '../../api/types';
import { categoryOptions, personOptions } from '../../lib/option-lists';

const controlPath = (id: string) => `/api/v1/controls/${encodeURIComponent(id)}`;

/** The control as it is now with `change` applied, saved with the version it had when picked. */
async function updateControl(picked: Control, change: Partial<ControlInput>): Promise<void> {
  const { control: c } = await api.get<ControlDetail>(controlPath(picked.id));
  const input: ControlInput = {
    title: c.title,
    description: c.description,
    intention: c.intention,
    criticality: c.criticality,
    category_id: c.category_id,
    function_id: c.function_id,
    owner_id: c.owner_id,
    state: c.state,
    adequacy: c.adequacy,
    effectiveness: c.effectiveness,
    risk_ids: c.risk_ids,
  };
  await api.put<Control>(controlPath(picked.id), { version: picked.version, control: { ...input, ...change } });
}

export function ControlsBulkActions({ selection, onChanged }: { selection: Selection<Control>; onChanged: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canWrite = useCan('risk.write');
  const users = useUserOptions();
  const categories = useRiskCategories({ silent: true });
  const owners = useMemo(() => personOptions(users.data ?? []), [users.data]);
  const categoryList = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);

  const columns: CsvColumn<Control>[] = [
    { label: t('controls.columns.reference'), value: (c) => c.reference },
    { label: t('controls.columns.title'), value: (c) => c.title },
    { label: t('controls.columns.intention'), value: (c) => t(`controls.intention.${c.intention}`, { defaultValue: c.intention }) },
    { label: t('controls.columns.criticality'), value: (c) => t(`priority.${c.criticality}`, { defaultValue: c.criticality }) },
    { label: t('controls.columns.owner'), value: (c) => c.owner_name ?? '' },
    {
      label: t('controls.columns.rating'),
      value: (c) =>
        c.control_ratings?.rating
          ? `${t(`ratings.${c.control_ratings.rating}`, { defaultValue: c.control_ratings.rating })} · ${c.control_ratings.score}`
          : '',
    },
    { label: t('controls.columns.state'), value: (c) => t(`status.${c.state}`, { defaultValue: c.state }) },
    { label: t('controls.columns.compliance'), value: (c) => (c.compliance ? t(`status.${c.compliance}`) : '') },
    { label: t('controls.columns.activities'), value: (c) => c.open_activities },
  ];

  return (
    <ListBulkActions
      selection={selection}
      describe={(c) => `${c.reference} · ${c.title}`}
      canWrite={canWrite}
      owners={owners}
      assignOwner={(c, owner) => updateControl(c, { owner_id: owner })}
      categories={categoryList}
      changeCategory={(c, category) => updateControl(c, { category_id: category })}
      exportRows={(rows) => downloadCsv(`controls-selected-${new Date().toISOString().slice(0, 10)}.csv`, columns, rows)}
      onSettled={() => {
        void client.invalidateQueries({ queryKey: RISK_MODULE_KEY });
        onChanged();
      }}
    />
  );
}
