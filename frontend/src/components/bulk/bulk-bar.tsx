// The bar over a list while rows are picked: "N selected", the actions the
// caller may take, a way to clear the selection, and while an action runs its
// progress ("3 of 12").
import { Button, Group, Paper, Progress, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type BulkBarProps = {
  count: number;
  onClear: () => void;
  /** The action running now, if any (its progress replaces the actions). */
  run?: { action: string; finished: number; total: number; outcome: unknown } | null;
  /** The action buttons. */
  children: ReactNode;
};

export function BulkBar({ count, onClear, run, children }: BulkBarProps) {
  const { t } = useTranslation();
  const running = run !== null && run !== undefined && run.outcome === null;
  if (count === 0 && !running) return null;
  return (
    <Paper
      role="region"
      aria-label={t('bulk.barLabel')}
      px="md"
      py="xs"
      radius={0}
      bg="light-dark(var(--mantine-color-primary-0), var(--mantine-color-dark-5))"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {running ? (
        <Group gap="md" wrap="nowrap">
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {t('bulk.progress', { action: run.action, finished: run.finished, total: run.total })}
          </Text>
          <Progress
            value={run.total > 0 ? (run.finished / run.total) * 100 : 0}
            style={{ flex: 1 }}
            aria-label={t('bulk.progressLabel')}
            animated
          />
        </Group>
      ) : (
        <Group gap="sm" justify="space-between">
          <Group gap="sm">
            <Text size="sm" fw={600} data-testid="bulk-count">
              {t('bulk.selected', { count })}
            </Text>
            {children}
          </Group>
          <Button variant="subtle" size="xs" color="gray" leftSection={<IconX size={14} />} onClick={onClear}>
            {t('bulk.clear')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
