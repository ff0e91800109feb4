// Bulk actions of the action plans: assign an owner through
// PUT /api/v1/action-plans/{id} with the version each row had when picked,
// and export the picked rows as CSV with the columns and texts of the screen.
// (Plans have no category.)
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListBulkActions } from '@/components/bulk/list-bulk-actions';
import type { Selection } from '@/components/bulk/use-selection';
import { api } from '@/lib/api-client';
import { useUserOptions } from '@/lib/api/users';
import { downloadCsv, type CsvColumn } from '@/lib/csv';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import type { ActionPlan, ActionPlanInput } from '../../api/types';
import { personOptions } from '../../lib/option-lists';

const planPath = (id: string) => `/api/v1/action-plans/${encodeURIComponent(id)}`;

/** The plan as it is now with `change` applied, saved with the version it had when picked. */
async function updatePlan(picked: ActionPlan, change: Partial<ActionPlanInput>): Promise<void> {
  const p = await api.get<ActionPlan>(planPath(picked.id));
  const input: ActionPlanInput = {
    title: p.title,
    description: p.description,
    risk_id: p.risk_id,
    control_id: p.control_id,
    owner_id: p.owner_id,
    priority: p.priority,
    start_date: p.start_date,
    due_date: p.due_date,
    progress: p.progress,
    status: p.status,
  };
  await api.put<ActionPlan>(planPath(picked.id), { version: picked.version, action_plan: { ...input, ...change } });
}

export function PlansBulkActions({ selection, onChanged }: { selection: Selection<ActionPlan>; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const canWrite = useCan('risk.write');
  const users = useUserOptions();
  const owners = useMemo(() => personOptions(users.data ?? []), [users.data]);

  const columns: CsvColumn<ActionPlan>[] = [
    { label: t('actionPlans.columns.reference'), value: (p) => p.reference },
    { label: t('actionPlans.columns.title'), value: (p) => p.title },
    { label: t('actionPlans.columns.risk'), value: (p) => p.risk_reference ?? '' },
    { label: t('actionPlans.columns.owner'), value: (p) => p.owner_name ?? '' },
    { label: t('actionPlans.columns.priority'), value: (p) => t(`priority.${p.priority}`, { defaultValue: p.priority }) },
    { label: t('actionPlans.columns.start'), value: (p) => formatDate(p.start_date, i18n.language) },
    { label: t('actionPlans.columns.due'), value: (p) => formatDate(p.due_date, i18n.language) },
    { label: t('actionPlans.columns.progress'), value: (p) => `${p.progress}%` },
    { label: t('actionPlans.columns.status'), value: (p) => t(`status.${p.status}`, { defaultValue: p.status }) },
  ];

  return (
    <ListBulkActions
      selection={selection}
      describe={(p) => `${p.reference} · ${p.title}`}
      canWrite={canWrite}
      owners={owners}
      assignOwner={(p, owner) => updatePlan(p, { owner_id: owner })}
      exportRows={(rows) => downloadCsv(`action-plans-selected-${new Date().toISOString().slice(0, 10)}.csv`, columns, rows)}
      onSettled={() => {
        void client.invalidateQueries({ queryKey: ['risk'] });
        onChanged();
      }}
    />
  );
}
