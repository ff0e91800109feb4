// What a bulk action did: how many items it changed and, for each one that
// failed, which and why (changed by someone else since it was picked, not
// allowed, refused by the server's checks, gone, or another error).
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BulkFailure } from './run-bulk';
import type { BulkRunState } from './use-bulk-run';

type BulkSummaryModalProps<T> = {
  run: BulkRunState<T> | null;
  /** How an item is named in the list, e.g. "R-0042 · Supplier insolvency". */
  describe: (item: T) => string;
  onClose: () => void;
};

export function BulkSummaryModal<T>({ run, describe, onClose }: BulkSummaryModalProps<T>) {
  const { t } = useTranslation();
  const outcome = run?.outcome ?? null;
  const why = (failure: BulkFailure<T>) => {
    const detail = failure.code ? t(`errors.${failure.code}`, { defaultValue: failure.message }) : failure.message;
    return t(`bulk.reasons.${failure.reason}`, { detail });
  };
  return (
    <Modal opened={outcome !== null} onClose={onClose} title={run?.action} centered radius="md" size="lg">
      {outcome ? (
        <Stack gap="md">
          {outcome.done.length > 0 ? (
            <Alert color="success" variant="light" icon={<IconCircleCheck size={18} />}>
              {t('bulk.summary.done', { count: outcome.done.length, total: run?.total ?? outcome.done.length })}
            </Alert>
          ) : null}
          {outcome.failed.length > 0 ? (
            <Alert
              color="danger"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('bulk.summary.failed', { count: outcome.failed.length })}
            >
              <List size="sm" spacing={4} data-testid="bulk-failures">
                {outcome.failed.map((failure, index) => (
                  <List.Item key={index}>
                    <Text span size="sm" fw={600}>
                      {describe(failure.item)}
                    </Text>
                    {': '}
                    {why(failure)}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('bulk.summary.close')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
