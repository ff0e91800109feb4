// /incident/all/:id: one incident. Every field, the linked risks (with their
// state in the risk service), the reporting clock, actions (complete with
// lessons learned when the last one closes it), losses, lessons learned (to
// action plans of the linked risks), the approval history and (audit.read) the
// timeline of its audit events. Edit and submit with incident.write; approve,
// reject and delete with incident.approve, approve and reject never by a maker
// of the change (four eyes: the buttons say why they are off).
import { Alert, Badge, Button, Card, Grid, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconCheck,
  IconEdit,
  IconSend,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { DetailLoadState } from '@/components/ui/detail-states';
import { PageHeader } from '@/components/ui/page-header';
import { StaleAlert } from '@/components/ui/stale-alert';
import { StatusBadge } from '@/components/ui/status-badge';
import { TransitionModal } from '@/components/ui/transition-modal';
import { isApiError } from '@/lib/api-client';
import { useUserOptions } from '@/lib/api/users';
import { useAuth } from '@/lib/auth';
import { useCan } from '@/lib/permissions';
import { useDeleteIncident, useIncident, useTransitionIncident, type IncidentTransition } from '../api/incidents';
import { ClockBadge, ExperienceBadge, OpenClosedBadge } from '../components/badges';
import { AttachmentsCard } from '@/components/attachments/attachments-card';
import { ActionsCard } from '../components/detail/actions-card';
import { ApprovalCard } from '../components/detail/approval-card';
import { ClockCard } from '../components/detail/clock-card';
import { IncidentSummary } from '../components/detail/incident-summary';
import { LessonsCard } from '../components/detail/lessons-card';
import { LinkedRisksCard } from '../components/detail/linked-risks-card';
import { LossesCard } from '../components/detail/losses-card';
import { TimelineCard } from '../components/detail/timeline-card';
import { incidentEditHref, INCIDENTS_PATH } from '../lib/paths';

function BackButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={INCIDENTS_PATH} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('incidentDetail.back')}
    </Button>
  );
}

export function IncidentDetailRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const me = useAuth().user?.id;
  const canWrite = useCan('incident.write');
  const canApprove = useCan('incident.approve');
  const canAudit = useCan('audit.read');
  // Both: the plan is made in the risk service.
  const canRiskWrite = useCan('risk.write');
  const canPlan = canWrite && canRiskWrite;
  const detail = useIncident(id);
  const users = useUserOptions();
  const remove = useDeleteIncident();
  const [transition, setTransition] = useState<IncidentTransition | null>(null);
  const [deleting, setDeleting] = useState(false);

  const userNames = useMemo(() => new Map((users.data ?? []).map((u) => [u.id, u.name])), [users.data]);
  const reload = () => {
    remove.reset();
    return detail.refetch();
  };

  if (detail.isPending || detail.isError) {
    return (
      <DetailLoadState
        route="incidentDetail"
        back={<BackButton />}
        query={detail}
        notFoundCode="INCIDENT_NOT_FOUND"
        texts={{
          notFound: t('incidentDetail.notFound'),
          notFoundHint: t('incidentDetail.notFoundHint'),
          denied: t('incidentDetail.denied'),
          deniedHint: t('incidentRegister.deniedHint'),
          failed: t('incidentDetail.failed'),
        }}
      />
    );
  }

  const { incident } = detail.data;
  const deleted = incident.approval_status === 'deleted';
  // Four eyes: anyone who changed the content since the last approval.
  const ownChange = Boolean(me) && (incident.changed_by === me || (incident.makers ?? []).includes(me ?? ''));
  const pending = incident.approval_status === 'pending';
  const mayEdit = canWrite && !deleted;
  const maySubmit = canWrite && (incident.approval_status === 'proposed' || incident.approval_status === 'rejected');
  const staleDelete = isApiError(remove.error) && remove.error.code === 'STALE_VERSION';

  const decide = (action: 'approve' | 'reject') => {
    const button = (
      <Button
        color={action === 'approve' ? 'success' : 'danger'}
        variant={action === 'approve' ? 'filled' : 'light'}
        leftSection={action === 'approve' ? <IconCheck size={16} /> : <IconX size={16} />}
        data-disabled={ownChange || undefined}
        aria-disabled={ownChange || undefined}
        onClick={(event) => {
          if (ownChange) event.preventDefault();
          else setTransition(action);
        }}
      >
        {t(`incidentDetail.buttons.${action}`)}
      </Button>
    );
    return ownChange ? (
      <Tooltip label={t('incidentDetail.fourEyes')} multiline w={260} key={action}>
        {button}
      </Tooltip>
    ) : (
      <span key={action}>{button}</span>
    );
  };

  const actions = (
    <Group gap="sm">
      {mayEdit ? (
        <Button component={Link} to={incidentEditHref(incident.id)} variant="default" leftSection={<IconEdit size={16} />}>
          {t('incidentDetail.buttons.edit')}
        </Button>
      ) : null}
      {maySubmit ? (
        <Button leftSection={<IconSend size={16} />} onClick={() => setTransition('submit')}>
          {t('incidentDetail.buttons.submit')}
        </Button>
      ) : null}
      {canApprove && pending ? (
        <>
          {decide('approve')}
          {decide('reject')}
        </>
      ) : null}
      {canApprove && !deleted ? (
        <Tooltip label={t('incidentDetail.buttons.delete')}>
          <Button
            color="danger"
            variant="subtle"
            px="xs"
            aria-label={t('incidentDetail.buttons.deleteNamed', { reference: incident.reference })}
            onClick={() => setDeleting(true)}
          >
            <IconTrash size={18} />
          </Button>
        </Tooltip>
      ) : null}
    </Group>
  );

  const confirmDelete = () =>
    remove.mutate(
      { id: incident.id, version: incident.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('incidentDetail.deleted', { reference: incident.reference }) });
          navigate(INCIDENTS_PATH);
        },
        onSettled: () => setDeleting(false),
      },
    );

  return (
    <>
      <PageHeader route="incidentDetail" actions={<BackButton />} />
      <Card padding="lg" mb="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <Text ff="monospace" fw={600} c="dimmed">
                {incident.reference}
              </Text>
              <OpenClosedBadge status={incident.status} />
              <StatusBadge status={incident.approval_status} />
              <ExperienceBadge value={incident.experience_type} />
              {incident.breach ? (
                <Badge color="danger" variant="outline" tt="none">
                  {t('incidentRegister.breach')}
                </Badge>
              ) : null}
              <ClockBadge incident={incident} />
            </Group>
            <Title order={2} fz={22}>
              {incident.title}
            </Title>
          </Stack>
          {actions}
        </Group>
      </Card>
      <Stack gap="lg">
        {deleted ? (
          <Alert color="dark" variant="light" icon={<IconTrash size={18} />}>
            {t('incidentDetail.isDeleted')}
          </Alert>
        ) : null}
        {staleDelete ? <StaleAlert onReload={() => void reload()} reloading={detail.isFetching} /> : null}
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <IncidentSummary incident={incident} userNames={userNames} />
              <ActionsCard detail={detail.data} canWrite={mayEdit} />
              <LossesCard incident={incident} losses={detail.data.losses} canWrite={mayEdit} />
              <LessonsCard incident={incident} lessons={detail.data.lessons} canWrite={mayEdit} canPlan={canPlan && !deleted} />
              <AttachmentsCard entityType="incident" entityId={incident.id} />
              {canAudit ? <TimelineCard incidentId={incident.id} /> : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="lg">
              <ClockCard incident={incident} />
              <LinkedRisksCard incident={incident} />
              <ApprovalCard approvals={detail.data.approvals} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      <TransitionModal
        record={incident}
        action={transition}
        onClose={() => setTransition(null)}
        onReload={() => void reload()}
        textPrefix="incidentDetail.transition"
        useTransition={useTransitionIncident}
      />
      <ConfirmModal
        opened={deleting}
        title={t('incidentDetail.deleteTitle', { reference: incident.reference })}
        confirmLabel={t('incidentDetail.buttons.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      >
        {t('incidentDetail.deleteBody', { title: incident.title })}
      </ConfirmModal>
    </>
  );
}
