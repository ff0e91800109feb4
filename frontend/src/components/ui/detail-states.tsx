// The states of a record's detail page before the record is there: loading (a
// skeleton of the header and the two columns of cards), not found, denied
// (403), or another failure with a retry. Shared by the risk and incident
// detail pages; each passes its route, back button, not-found code and texts.
import { Alert, Button, Card, Grid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconFileUnknown, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteId } from '@/config/routes';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage, isApiError } from '@/lib/api-client';

export function DetailSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      <Card padding="lg">
        <Skeleton height={20} width={160} mb="sm" />
        <Skeleton height={28} width="60%" />
      </Card>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card padding="lg">
            <Skeleton height={160} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Card padding="lg">
            <Skeleton height={160} />
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

type DetailLoadStateProps = {
  route: RouteId;
  back: ReactNode;
  /** The detail query, still pending or failed. */
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** The error code that means the record does not exist (as a 404 does). */
  notFoundCode: string;
  texts: { notFound: string; notFoundHint: string; denied: string; deniedHint: string; failed: string };
};

/** The page while the detail query is pending, or after it failed. */
export function DetailLoadState({ route, back, query, notFoundCode, texts }: DetailLoadStateProps) {
  const { t } = useTranslation();
  if (!query.isError) {
    return (
      <>
        <PageHeader route={route} actions={back} />
        <DetailSkeleton />
      </>
    );
  }
  const error = query.error;
  const notFound = isApiError(error) && (error.status === 404 || error.code === notFoundCode);
  const denied = isApiError(error) && error.status === 403;
  return (
    <>
      <PageHeader route={route} actions={back} />
      {notFound || denied ? (
        <EmptyState
          icon={notFound ? IconFileUnknown : IconLock}
          title={notFound ? texts.notFound : texts.denied}
          description={notFound ? texts.notFoundHint : texts.deniedHint}
        >
          {back}
        </EmptyState>
      ) : (
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title={texts.failed}>
          <Stack gap="sm" align="flex-start">
            {errorMessage(error)}
            <Button size="xs" variant="light" color="danger" onClick={() => void query.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
    </>
  );
}
