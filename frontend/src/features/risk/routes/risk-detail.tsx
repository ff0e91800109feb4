// /risk/risk/:id: one risk. Summary, gross and net ratings on the matrix, how
// the net rating was computed, assessment history with a trend chart, linked
// controls, action plans, attachments, the approval history and (with
// audit.read) its audit events. Actions by permission: edit and submit
// (risk.write), approve and reject (risk.approve, not for one's own change:
// four eyes), delete.
import { Alert, Button, Grid, Stack, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconCheck,
  IconEdit,
  IconInfoCircle,
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
import { TransitionModal } from '@/components/ui/transition-modal';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useCan } from '@/lib/permissions';
import { useRiskMethod } from '../api/method';
import { useFunctions } from '@/lib/api/functions';
import { useDeleteRisk, useRisk, useTransitionRisk, type Transition } from '../api/risks';
import { AttachmentsCard } from '@/components/attachments/attachments-card';
import { CommentsCard } from '../components/comments/comments-card';
import { ActionPlansCard } from '../components/detail/action-plans-card';
import { ApprovalTimeline } from '../components/detail/approval-timeline';
import { AssessmentHistory } from '../components/detail/assessment-history';
import { AuditHistory } from '../components/detail/audit-history';
import { EditRiskModal } from '../components/detail/edit-risk-modal';
import { IncidentsCard } from '../components/detail/incidents-card';
import { LinkedControlsCard } from '../components/detail/linked-controls-card';
import { NetExplanationCard } from '../components/detail/net-explanation-card';
import { RatingsCard } from '../components/detail/ratings-card';
import { ReassessmentAlert } from '../components/detail/reassessment';
import { ReviewCard } from '../components/detail/review-card';
import { RiskHeader } from '../components/detail/risk-header';
import { StaleAlert } from '../components/detail/stale-alert';
import { SummaryCard } from '../components/detail/summary-card';
import { useFormOptions } from '../components/risk-form/use-form-options';

function BackButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/risk/all" variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('risk.detail.backToRegister')}
    </Button>
  );
}

export function RiskDetailRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const me = useAuth().user?.id;
  const canWrite = useCan('risk.write');
  const canApprove = useCan('risk.approve');
  const canAudit = useCan('audit.read');
  const canReadIncidents = useCan('incident.read');
  const detail = useRisk(id);
  const method = useRiskMethod();
  const functions = useFunctions({ silent: true });
  const options = useFormOptions();
  const remove = useDeleteRisk();
  const [transition, setTransition] = useState<Transition | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const userNames = useMemo(() => new Map(options.users.map((u) => [u.value, u.label])), [options.users]);
  const reload = () => {
    remove.reset();
    return detail.refetch();
  };

  if (detail.isPending || detail.isError) {
    return (
      <DetailLoadState
        route="riskDetail"
        back={<BackButton />}
        query={detail}
        notFoundCode="RISK_NOT_FOUND"
        texts={{
          notFound: t('risk.detail.notFound'),
          notFoundHint: t('errors.RISK_NOT_FOUND'),
          denied: t('risk.detail.denied'),
          deniedHint: t('risk.register.deniedHint'),
          failed: t('risk.detail.failed'),
        }}
      />
    );
  }

  const { risk } = detail.data;
  const deleted = risk.approval_status === 'deleted';
  // Four eyes: anyone who changed the content since the last approval.
  const ownChange = Boolean(me) && (risk.changed_by === me || (risk.makers ?? []).includes(me ?? ''));
  const pending = risk.approval_status === 'pending';
  const mayEdit = canWrite && !deleted;
  const maySubmit = canWrite && (risk.approval_status === 'proposed' || risk.approval_status === 'rejected');
  const mayDecide = canApprove && pending && !ownChange;
  const functionName = functions.data?.find((fn) => fn.id === risk.function_id)?.name;
  const staleDelete = isApiError(remove.error) && remove.error.code === 'STALE_VERSION';

  const confirmDelete = () =>
    remove.mutate(
      { id: risk.id, version: risk.version },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('risk.detail.deleted', { reference: risk.reference }) });
          navigate('/risk/all');
        },
        onSettled: () => setDeleting(false),
      },
    );

  const actions = (
    <>
      {mayEdit ? (
        <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)} disabled={!method.data}>
          {t('risk.detail.actions.edit')}
        </Button>
      ) : null}
      {maySubmit ? (
        <Button leftSection={<IconSend size={16} />} onClick={() => setTransition('submit')}>
          {t('risk.detail.actions.submit')}
        </Button>
      ) : null}
      {mayDecide ? (
        <>
          <Button color="success" leftSection={<IconCheck size={16} />} onClick={() => setTransition('approve')}>
            {t('risk.detail.actions.approve')}
          </Button>
          <Button color="danger" variant="light" leftSection={<IconX size={16} />} onClick={() => setTransition('reject')}>
            {t('risk.detail.actions.reject')}
          </Button>
        </>
      ) : null}
      {canApprove && !deleted ? (
        <Tooltip label={t('risk.detail.actions.delete')}>
          <Button
            color="danger"
            variant="subtle"
            px="xs"
            aria-label={t('risk.detail.actions.deleteNamed', { reference: risk.reference })}
            onClick={() => setDeleting(true)}
          >
            <IconTrash size={18} />
          </Button>
        </Tooltip>
      ) : null}
    </>
  );

  return (
    <>
      <PageHeader route="riskDetail" actions={<BackButton />} />
      <RiskHeader risk={risk} actions={actions} />
      <Stack gap="lg">
        {deleted ? (
          <Alert color="dark" variant="light" icon={<IconTrash size={18} />}>
            {t('risk.detail.isDeleted')}
          </Alert>
        ) : null}
        {canApprove && pending && ownChange ? (
          <Alert color="info" variant="light" icon={<IconInfoCircle size={18} />} data-testid="four-eyes">
            {t('errors.FOUR_EYES')}
          </Alert>
        ) : null}
        <ReassessmentAlert risk={risk} />
        {staleDelete ? <StaleAlert onReload={() => void reload()} reloading={detail.isFetching} /> : null}
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="lg">
              <SummaryCard risk={risk} functionName={functionName} />
              <ReviewCard risk={risk} canReview={mayEdit} />
              <NetExplanationCard risk={risk} />
              <AssessmentHistory assessments={detail.data.assessments} method={method.data} names={userNames} />
              <LinkedControlsCard controls={detail.data.controls} />
              <ActionPlansCard plans={detail.data.action_plans} />
              {canReadIncidents ? <IncidentsCard riskId={risk.id} /> : null}
              <AttachmentsCard entityType="risk" entityId={risk.id} />
              <CommentsCard entityType="risk" entityId={risk.id} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="lg">
              <RatingsCard risk={risk} method={method.data} />
              <ApprovalTimeline approvals={detail.data.approvals} />
              {canAudit ? <AuditHistory riskId={risk.id} /> : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      <TransitionModal
        record={risk}
        action={transition}
        onClose={() => setTransition(null)}
        onReload={() => void reload()}
        textPrefix="risk.detail.transition"
        useTransition={useTransitionRisk}
      />
      {method.data ? (
        <EditRiskModal
          opened={editing}
          detail={detail.data}
          method={method.data}
          options={options}
          onClose={() => setEditing(false)}
          onReload={reload}
        />
      ) : null}
      <ConfirmModal
        opened={deleting}
        title={t('risk.detail.deleteTitle', { reference: risk.reference })}
        confirmLabel={t('risk.detail.actions.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      >
        {t('risk.detail.deleteBody', { title: risk.title })}
      </ConfirmModal>
    </>
  );
}
