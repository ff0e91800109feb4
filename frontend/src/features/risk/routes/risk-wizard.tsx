// /risk/risk/wizard: Create New Risk. Needs risk.write; the wizard itself is
// components/wizard/risk-wizard.tsx (it needs the risk method first).
import { Alert, Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useRiskMethod } from '../api/method';
import { RiskWizard } from '../components/wizard/risk-wizard';

export function RiskWizardRoute() {
  const { t } = useTranslation();
  const canWrite = useCan('risk.write');
  const method = useRiskMethod();

  if (!canWrite) {
    return (
      <>
        <PageHeader route="riskWizard" />
        <EmptyState icon={IconLock} title={t('risk.wizard.deniedTitle')} description={t('risk.wizard.denied')}>
          <Button component={Link} to="/risk/all" variant="light" leftSection={<IconArrowLeft size={16} />}>
            {t('risk.detail.backToRegister')}
          </Button>
        </EmptyState>
      </>
    );
  }

  if (method.isError) {
    return (
      <>
        <PageHeader route="riskWizard" />
        <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title={t('risk.wizard.methodFailed')}>
          <Stack gap="sm" align="flex-start">
            {errorMessage(method.error)}
            <Button size="xs" variant="light" color="danger" onClick={() => void method.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      </>
    );
  }

  if (!method.data) {
    return (
      <>
        <PageHeader route="riskWizard" />
        <Card padding="lg" aria-busy>
          <Group gap="md" mb="lg">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={34} circle />
            ))}
          </Group>
          <Stack gap="md">
            <Skeleton height={36} />
            <Skeleton height={80} />
            <Skeleton height={36} />
          </Stack>
        </Card>
      </>
    );
  }

  return <RiskWizard method={method.data} />;
}
