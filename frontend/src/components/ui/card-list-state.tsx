// The states of a list inside a card (attachments, comments): loading
// skeletons, a failure with "Try again", an empty line, or the list itself.
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';

type CardListStateProps = {
  /** The list's query. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  empty: boolean;
  /** Says the list could not be loaded (the error's message follows). */
  loadFailed: string;
  emptyText: string;
  /** Height of the two loading rows. */
  rowHeight?: number;
  children: ReactNode;
};

export function CardListState({ query, empty, loadFailed, emptyText, rowHeight = 36, children }: CardListStateProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack gap="xs" px="lg" pb="lg" aria-busy>
        <Skeleton height={rowHeight} />
        <Skeleton height={rowHeight} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} mx="lg" mb="lg">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {loadFailed} {errorMessage(query.error)}
          </Text>
          <Button size="xs" variant="light" color="danger" onClick={() => void query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (empty) {
    return (
      <Text c="dimmed" size="sm" ta="center" px="lg" pt="xs" pb="lg">
        {emptyText}
      </Text>
    );
  }
  return <>{children}</>;
}
