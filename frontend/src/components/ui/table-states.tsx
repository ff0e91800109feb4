// The states of a server-paged table in place of its rows, the same in every
// list: skeleton rows while the first page loads; when the request failed and
// nothing is shown, "the module is down" (a 503) or the error with a retry;
// when there are no rows, the list's own empty state (an `EmptyRows`, ./empty-rows).
import { Button, Skeleton, Table } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModuleUnavailable } from '@/components/errors/module-unavailable';
import { errorMessage } from '@/lib/api-client';
import type { AppModule } from '@/lib/module-status';
import { useModuleStatus } from '@/lib/use-module-status';
import { EmptyRows } from './empty-rows';

type TableStatesProps = {
  /** How many columns the state cells span. */
  columns: number;
  /** The rows shown (the states show only when there are none, or while loading). */
  rows: number;
  /** The first page is loading. */
  loading: boolean;
  /** The list query's error, if it failed. */
  error?: unknown;
  /** The module the list belongs to: a 503 says it is down. */
  module: AppModule;
  /** Asks again; gives the error state its "Try again" button. */
  onRetry?: () => void;
  /** A retry is under way. */
  retrying?: boolean;
  /** The list's empty state. */
  empty: ReactNode;
  /** Replaces the generic error state (e.g. the register's "not allowed"). */
  failed?: ReactNode;
  /** The error state's title; "The list could not be loaded" when not given. */
  failedTitle?: ReactNode;
  /** Skeleton rows while loading and their height. */
  skeleton?: { rows?: number; height?: number };
};

/** Table rows for loading, failed and empty; nothing once there are rows. */
export function TableStates({
  columns,
  rows,
  loading,
  error,
  module,
  onRetry,
  retrying,
  empty,
  failed,
  failedTitle,
  skeleton = {},
}: TableStatesProps) {
  const { t } = useTranslation();
  const status = useModuleStatus(module, error);
  const cell = (content: ReactNode) => (
    <Table.Tr data-testid="table-state">
      <Table.Td colSpan={columns}>{content}</Table.Td>
    </Table.Tr>
  );

  if (loading) {
    return Array.from({ length: skeleton.rows ?? 5 }, (_, i) => (
      <Table.Tr key={i} data-testid="table-loading">
        <Table.Td colSpan={columns}>
          <Skeleton height={skeleton.height ?? 24} />
        </Table.Td>
      </Table.Tr>
    ));
  }
  if (rows > 0) return null;
  if (error) {
    if (failed) return cell(failed);
    if (status.unavailable) {
      return cell(
        <ModuleUnavailable variant="inline" module={module} since={status.since} retrying={retrying} onRetry={onRetry} />,
      );
    }
    return cell(
      <EmptyRows
        color="danger"
        icon={<IconAlertCircle size={28} stroke={1.6} />}
        title={failedTitle ?? t('list.failed')}
        hint={errorMessage(error)}
        action={
          onRetry ? (
            <Button variant="light" size="xs" loading={retrying} onClick={onRetry}>
              {t('common.tryAgain')}
            </Button>
          ) : null
        }
      />,
    );
  }
  return cell(empty);
}
