// Bulk actions of the register (issue 13): on the picked risks, assign an
// owner, change the category, submit for approval (risk.write) and export
// (report.export: the server's register export of just those ids, in the
// screen's language). Changes go through the per-risk calls, 4 at a time,
// each with the version the row had when picked, so a risk changed by
// someone else meanwhile is reported as stale, not overwritten.
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCategory, IconChevronDown, IconDownload, IconSend, IconUserCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkBar } from '@/components/bulk/bulk-bar';
import { BulkPickModal } from '@/components/bulk/bulk-pick-modal';
import { BulkSummaryModal } from '@/components/bulk/bulk-summary-modal';
import { useBulkRun } from '@/components/bulk/use-bulk-run';
import type { Selection } from '@/components/bulk/use-selection';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { api, errorMessage } from '@/lib/api-client';
import { useRiskCategories } from '@/lib/api/risk-categories';
import { useUserOptions } from '@/lib/api/users';
import { downloadFile } from '@/lib/download';
import { usePermissions } from '@/lib/permissions';
import { riskKeys } from '../../api/risks';
import type { Risk, RiskDetail, RiskInput } from '../../api/types';
import { categoryOptions, personOptions } from '../../lib/option-lists';
import { fieldsFromRisk, linkedControl, overrideFromRisk, toRiskInput } from '../../lib/risk-fields';

/** The server exports at most this many ids at once. */
export const EXPORT_IDS_LIMIT = 500;

const riskPath = (id: string) => `/api/v1/risks/${encodeURIComponent(id)}`;

/**
 * Saves one change of a risk: its current content (read fresh, so nothing
 * else is lost) with `change` applied, sent with the version it had when it
 * was picked.
 */
async function updateRisk(picked: Risk, change: Partial<RiskInput>): Promise<void> {
  const detail = await api.get<RiskDetail>(riskPath(picked.id));
  const current = detail.risk;
  const input = toRiskInput(
    fieldsFromRisk(current),
    detail.controls.map((control) => linkedControl(control).id),
    overrideFromRisk(current),
  );
  await api.put<Risk>(riskPath(picked.id), { version: picked.version, risk: { ...input, ...change }, submit: false });
}

type Dialog = 'owner' | 'category' | 'submit' | null;

export function RegisterBulkActions({ selection, onChanged }: { selection: Selection<Risk>; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const permissions = usePermissions();
  const canWrite = permissions['risk.write'] === true;
  const canExport = permissions['report.export'] === true;
  const client = useQueryClient();
  const users = useUserOptions();
  const categories = useRiskCategories({ silent: true });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);

  const settled = useCallback(() => {
    selection.clear();
    void client.invalidateQueries({ queryKey: riskKeys.module });
    onChanged();
  }, [client, onChanged, selection]);
  const bulk = useBulkRun<Risk>(settled);

  const owners = useMemo(() => personOptions(users.data ?? []), [users.data]);
  const categoryList = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);

  const items = selection.items;
  const start = (action: string, task: (risk: Risk) => Promise<unknown>) => {
    setDialog(null);
    void bulk.run(action, items, task);
  };

  const exportSelected = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      await downloadFile(`/api/v1/reports/register.${format}`, {
        query: {
          ids: items
            .slice(0, EXPORT_IDS_LIMIT)
            .map((risk) => risk.id)
            .join(','),
          lang: i18n.resolvedLanguage ?? 'en',
        },
        fileName: `risk-register-selected-${new Date().toISOString().slice(0, 10)}.${format}`,
      });
    } catch (error) {
      notifications.show({ color: 'danger', title: t('bulk.exportFailed'), message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <BulkBar count={selection.count} onClear={selection.clear} run={bulk.state}>
        {canWrite ? (
          <>
            <Button size="xs" variant="light" leftSection={<IconUserCheck size={16} />} onClick={() => setDialog('owner')}>
              {t('bulk.actions.assignOwner')}
            </Button>
            <Button size="xs" variant="light" leftSection={<IconCategory size={16} />} onClick={() => setDialog('category')}>
              {t('bulk.actions.changeCategory')}
            </Button>
            <Button size="xs" variant="light" leftSection={<IconSend size={16} />} onClick={() => setDialog('submit')}>
              {t('bulk.actions.submit')}
            </Button>
          </>
        ) : null}
        {canExport ? (
          <Menu position="bottom-start">
            <Menu.Target>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={16} />}
                rightSection={<IconChevronDown size={14} />}
                loading={exporting}
                disabled={selection.count > EXPORT_IDS_LIMIT}
              >
                {t('bulk.actions.export')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void exportSelected('csv')}>{t('bulk.actions.exportCsv')}</Menu.Item>
              <Menu.Item onClick={() => void exportSelected('xlsx')}>{t('bulk.actions.exportXlsx')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </BulkBar>

      <BulkPickModal
        opened={dialog === 'owner'}
        title={t('bulk.actions.assignOwner')}
        label={t('bulk.owner')}
        data={owners}
        count={selection.count}
        onClose={() => setDialog(null)}
        onConfirm={(owner) => start(t('bulk.actions.assignOwner'), (risk) => updateRisk(risk, { owner_id: owner }))}
      />
      <BulkPickModal
        opened={dialog === 'category'}
        title={t('bulk.actions.changeCategory')}
        label={t('bulk.category')}
        data={categoryList}
        count={selection.count}
        onClose={() => setDialog(null)}
        onConfirm={(category) =>
          start(t('bulk.actions.changeCategory'), (risk) => updateRisk(risk, { category_id: category }))
        }
      />
      <ConfirmModal
        opened={dialog === 'submit'}
        title={t('bulk.submitTitle', { count: selection.count })}
        confirmLabel={t('bulk.apply', { count: selection.count })}
        color="primary"
        onClose={() => setDialog(null)}
        onConfirm={() =>
          start(t('bulk.actions.submit'), (risk) =>
            api.post<Risk>(`${riskPath(risk.id)}/submit`, { version: risk.version, comment: '' }),
          )
        }
      >
        {t('bulk.submitBody')}
      </ConfirmModal>
      <BulkSummaryModal run={bulk.state} describe={(risk) => `${risk.reference} · ${risk.title}`} onClose={bulk.dismiss} />
    </>
  );
}
