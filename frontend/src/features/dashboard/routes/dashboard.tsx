// "/": the Risk dashboard. For now a welcome card with the user's name, role
// and permissions, read from GET /api/app/user.
import { Alert, Button, Card, Grid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useUser } from '@/lib/auth';
import { PermissionsCard } from '../components/permissions-card';
import { QuickLinksCard } from '../components/quick-links-card';
import { WelcomeCard } from '../components/welcome-card';

export function DashboardRoute() {
  const { t } = useTranslation();
  const { data: user, isPending, isError, refetch } = useUser();

  return (
    <>
      <PageHeader route="dashboard" />
      {user ? (
        <Stack gap="lg">
          <WelcomeCard user={user} />
          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <PermissionsCard permissions={user.permissions ?? {}} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <QuickLinksCard permissions={user.permissions ?? {}} />
            </Grid.Col>
          </Grid>
        </Stack>
      ) : isError ? (
        <Alert color="danger" icon={<IconAlertCircle />} title={t('dashboard.loadError')}>
          <Button variant="light" color="danger" size="xs" mt="sm" onClick={() => void refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      ) : isPending ? (
        <Stack gap="lg" aria-busy>
          <Card>
            <Skeleton height={24} width="40%" mb="md" />
            <Skeleton height={14} width="70%" mb="xs" />
            <Skeleton height={14} width="55%" />
          </Card>
          <Card>
            <Skeleton height={120} />
          </Card>
        </Stack>
      ) : null}
    </>
  );
}
