// The bulk actions most lists share: assign an owner, change the category
// (when the records have one) and export the picked rows (as CSV, built from
// the rows on screen). Changes run 4 at a time through the list's own
// per-item task, with a progress bar and a summary of every failure, then
// the selection clears and the list refreshes (`onSettled`).
import { Button } from '@mantine/core';
import { IconCategory, IconDownload, IconUserCheck } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkBar } from './bulk-bar';
import { BulkPickModal, type PickOption } from './bulk-pick-modal';
import { BulkSummaryModal } from './bulk-summary-modal';
import { useBulkRun } from './use-bulk-run';
import type { Selectable, Selection } from './use-selection';

type ListBulkActionsProps<T extends Selectable> = {
  selection: Selection<T>;
  /** How an item is named in the summary, e.g. "C-0003 · Supplier audits". */
  describe: (item: T) => string;
  /** Offer the changes (risk.write); the server checks anyway. */
  canWrite: boolean;
  owners: readonly PickOption[];
  assignOwner: (item: T, ownerId: string) => Promise<unknown>;
  categories?: readonly PickOption[];
  changeCategory?: (item: T, categoryId: string) => Promise<unknown>;
  /** Saves the picked rows as a file. */
  exportRows: (items: T[]) => void;
  onSettled: () => void;
};

export function ListBulkActions<T extends Selectable>({
  selection,
  describe,
  canWrite,
  owners,
  assignOwner,
  categories,
  changeCategory,
  exportRows,
  onSettled,
}: ListBulkActionsProps<T>) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'owner' | 'category' | null>(null);
  const { clear } = selection;
  const settled = useCallback(() => {
    clear();
    onSettled();
  }, [clear, onSettled]);
  const bulk = useBulkRun<T>(settled);
  const items = selection.items;
  const start = (action: string, task: (item: T) => Promise<unknown>) => {
    setDialog(null);
    void bulk.run(action, items, task);
  };

  return (
    <>
      <BulkBar count={selection.count} onClear={clear} run={bulk.state}>
        {canWrite ? (
          <Button size="xs" variant="light" leftSection={<IconUserCheck size={16} />} onClick={() => setDialog('owner')}>
            {t('bulk.actions.assignOwner')}
          </Button>
        ) : null}
        {canWrite && categories && changeCategory ? (
          <Button size="xs" variant="light" leftSection={<IconCategory size={16} />} onClick={() => setDialog('category')}>
            {t('bulk.actions.changeCategory')}
          </Button>
        ) : null}
        <Button size="xs" variant="light" leftSection={<IconDownload size={16} />} onClick={() => exportRows(items)}>
          {t('bulk.actions.export')}
        </Button>
      </BulkBar>
      <BulkPickModal
        opened={dialog === 'owner'}
        title={t('bulk.actions.assignOwner')}
        label={t('bulk.owner')}
        data={owners}
        count={selection.count}
        onClose={() => setDialog(null)}
        onConfirm={(owner) => start(t('bulk.actions.assignOwner'), (item) => assignOwner(item, owner))}
      />
      {categories && changeCategory ? (
        <BulkPickModal
          opened={dialog === 'category'}
          title={t('bulk.actions.changeCategory')}
          label={t('bulk.category')}
          data={categories}
          count={selection.count}
          onClose={() => setDialog(null)}
          onConfirm={(category) => start(t('bulk.actions.changeCategory'), (item) => changeCategory(item, category))}
        />
      ) : null}
      <BulkSummaryModal run={bulk.state} describe={describe} onClose={bulk.dismiss} />
    </>
  );
}
