// /risk/control/:id: one control. Its summary and rating (adequacy x
// effectiveness under the risk method), the risks it treats (links to their
// pages), its action plans, its attachments, and its activities: add, edit,
// delete and complete (complied or breached; a periodic one schedules its next
// due date).
import {
  Anchor,
  Box,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Skeleton,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconChecklist,
  IconEdit,
  IconListCheck,
  IconPlus,
  IconShieldCheck,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { methodLevelLabel } from '@/lib/method-labels';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import surfaces from '@/components/ui/surfaces.module.css';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { useActivityMutations, useControl, useControlMutations } from '../api/controls';
import { useCurrentRiskMethod } from '../api/method-admin';
import { useFunctions } from '@/lib/api/functions';
import type { ControlActivity } from '../api/types';
import { OutcomeBadge, PriorityBadge, RatingBadge, StatusBadge } from '../components/badges';
import { PlansTable } from '../components/action-plans/plans-table';
import { AttachmentsCard } from '@/components/attachments/attachments-card';
import { CommentsCard } from '../components/comments/comments-card';
import { ActivitiesTable } from '../components/controls/activities-table';
import { raiseIncidentHref } from '../components/controls/raise-incident';
import { ActivityFormModal } from '../components/controls/activity-form-modal';
import { CompleteActivityModal } from '../components/controls/complete-activity-modal';
import { ControlFormModal } from '../components/controls/control-form-modal';

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

export function ControlDetailRoute() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const canWrite = useCan('risk.write');
  const canDelete = useCan('risk.approve');
  const canRaiseIncident = useCan('incident.write');
  const detail = useControl(id);
  const method = useCurrentRiskMethod();
  const functions = useFunctions({ silent: true });
  const { remove } = useControlMutations();
  const activityMutations = useActivityMutations();

  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [activityForm, setActivityForm] = useState<{ open: boolean; activity: ControlActivity | null }>({
    open: false,
    activity: null,
  });
  const [completing, setCompleting] = useState<ControlActivity | null>(null);
  const [removingActivity, setRemovingActivity] = useState<ControlActivity | null>(null);

  const data = detail.data;
  const control = data?.control;
  const knownRisks = useMemo(
    () => (data?.risks ?? []).map(({ id: riskId, reference, title }) => ({ id: riskId, reference, title })),
    [data?.risks],
  );

  if (detail.isError) {
    const missing = isApiError(detail.error) && detail.error.status === 404;
    return (
      <>
        <PageHeader route="controlDetail" />
        <EmptyState
          icon={IconShieldCheck}
          title={missing ? t('controls.detail.notFound') : t('controls.detail.loadError')}
          description={missing ? t('controls.detail.notFoundHint') : t('controls.detail.loadErrorHint')}
        >
          <Group gap="sm" justify="center">
            <Button component={Link} to="/risk/control" variant="light" leftSection={<IconArrowLeft size={16} />}>
              {t('controls.detail.back')}
            </Button>
            {missing ? null : (
              <Button variant="default" onClick={() => void detail.refetch()}>
                {t('common.tryAgain')}
              </Button>
            )}
          </Group>
        </EmptyState>
      </>
    );
  }

  if (!data || !control) {
    return (
      <>
        <PageHeader route="controlDetail" />
        <Stack gap="lg" aria-busy>
          <Card>
            <Skeleton height={28} width="45%" mb="md" />
            <Skeleton height={14} width="80%" mb="xs" />
            <Skeleton height={14} width="60%" />
          </Card>
          <Card>
            <Skeleton height={160} />
          </Card>
        </Stack>
      </>
    );
  }

  const functionName = control.function_id
    ? ((functions.data ?? []).find((fn) => fn.id === control.function_id)?.name ?? '—')
    : '—';
  const adequacyName = method.data?.adequacy_labels[control.adequacy - 1];
  const effectivenessName = method.data?.effectiveness_labels[control.effectiveness - 1];
  const adequacyLabel = adequacyName ? methodLevelLabel(t, adequacyName) : undefined;
  const effectivenessLabel = effectivenessName ? methodLevelLabel(t, effectivenessName) : undefined;
  const openActivities = data.activities.filter((activity) => activity.status !== 'complete').length;
  const overdueActivities = data.activities.filter((activity) => activity.status === 'over').length;

  return (
    <>
      <PageHeader
        route="controlDetail"
        description={
          <Group gap={8} component="span">
            <Text span ff="monospace" fw={600}>
              {control.reference}
            </Text>
            <span>{control.title}</span>
          </Group>
        }
        actions={
          <Group gap="sm">
            <Button component={Link} to="/risk/control" variant="default" leftSection={<IconArrowLeft size={16} />}>
              {t('controls.detail.back')}
            </Button>
            {canWrite ? (
              <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
                {t('controls.actions.edit')}
              </Button>
            ) : null}
            {canDelete ? (
              <Button color="danger" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
                {t('controls.actions.delete')}
              </Button>
            ) : null}
          </Group>
        }
      />

      <Grid gutter="lg" mb="lg" align="stretch">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card h="100%" data-testid="control-summary">
            <Stack gap="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Title order={2} fz={20} lh={1.3}>
                    {control.title}
                  </Title>
                  <Text size="sm" c="dimmed" ff="monospace">
                    {control.reference}
                  </Text>
                </div>
                <Group gap={6} style={{ flex: 'none' }}>
                  <StatusBadge status={control.state} />
                  {control.compliance ? <OutcomeBadge outcome={control.compliance} /> : null}
                </Group>
              </Group>
              <Text size="sm" c={control.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
                {control.description || t('controls.detail.noDescription')}
              </Text>
              <Divider />
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="lg" verticalSpacing="md">
                <Field label={t('controls.columns.intention')}>
                  <Text size="sm" fw={500}>
                    {t(`controls.intention.${control.intention}`, { defaultValue: control.intention })}
                  </Text>
                </Field>
                <Field label={t('controls.columns.criticality')}>
                  <PriorityBadge priority={control.criticality} />
                </Field>
                <Field label={t('controls.columns.owner')}>
                  <Text size="sm" fw={500} c={control.owner_name ? undefined : 'dimmed'}>
                    {control.owner_name ?? '—'}
                  </Text>
                </Field>
                <Field label={t('controls.form.function')}>
                  <Text size="sm" fw={500}>
                    {functionName}
                  </Text>
                </Field>
                <Field label={t('controls.detail.created')}>
                  <Text size="sm">{formatDate(control.created_at, i18n.language) || '—'}</Text>
                </Field>
                <Field label={t('controls.detail.updated')}>
                  <Text size="sm">{formatDate(control.updated_at, i18n.language) || '—'}</Text>
                </Field>
              </SimpleGrid>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SectionCard icon={IconShieldCheck} title={t('controls.detail.rating')} fill testId="control-rating">
            <Stack gap="md">
              <Group>
                <RatingBadge rating={control.control_ratings} />
              </Group>
              <SimpleGrid cols={2} spacing="md">
                <Field label={t('controls.form.adequacy')}>
                  <Text size="sm" fw={500}>
                    {control.adequacy}
                    {adequacyLabel ? ` · ${adequacyLabel}` : ''}
                  </Text>
                </Field>
                <Field label={t('controls.form.effectiveness')}>
                  <Text size="sm" fw={500}>
                    {control.effectiveness}
                    {effectivenessLabel ? ` · ${effectivenessLabel}` : ''}
                  </Text>
                </Field>
              </SimpleGrid>
              <Divider />
              <SimpleGrid cols={2} spacing="md">
                <Field label={t('controls.detail.openActivities')}>
                  <Text fz={22} fw={600} c="var(--rh-heading-color)">
                    {openActivities}
                  </Text>
                </Field>
                <Field label={t('controls.detail.overdueActivities')}>
                  <Text fz={22} fw={600} c={overdueActivities > 0 ? 'danger' : 'var(--rh-heading-color)'}>
                    {overdueActivities}
                  </Text>
                </Field>
              </SimpleGrid>
              {control.state === 'proposed' ? (
                <Text size="xs" c="dimmed">
                  {t('controls.form.proposedNote')}
                </Text>
              ) : null}
            </Stack>
          </SectionCard>
        </Grid.Col>
      </Grid>

      <Box mb="lg">
        <SectionCard
          icon={IconListCheck}
          title={t('controls.activities.title')}
          count={data.activities.length}
          divided
          padded={false}
          actions={
            canWrite ? (
              <Button
                size="sm"
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => setActivityForm({ open: true, activity: null })}
              >
                {t('controls.activities.add')}
              </Button>
            ) : null
          }
        >
          {data.activities.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl" size="sm">
              {t('controls.activities.empty')}
            </Text>
          ) : (
            <ActivitiesTable
              activities={data.activities}
              canWrite={canWrite}
              onComplete={setCompleting}
              onEdit={(activity) => setActivityForm({ open: true, activity })}
              onDelete={setRemovingActivity}
              raiseIncidentHref={canRaiseIncident ? (activity) => raiseIncidentHref(t, data.control, activity) : undefined}
            />
          )}
        </SectionCard>
      </Box>

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, xl: 5 }}>
          <SectionCard
            icon={IconShieldCheck}
            title={t('controls.detail.risks')}
            count={data.risks.length}
            divided
            padded={false}
            fill
          >
            {data.risks.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl" size="sm">
                {t('controls.detail.noRisks')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={420}>
                <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
                  <Table.Thead className={surfaces.tableHead}>
                    <Table.Tr>
                      <Table.Th>{t('controls.detail.riskColumns.risk')}</Table.Th>
                      <Table.Th>{t('controls.detail.riskColumns.gross')}</Table.Th>
                      <Table.Th>{t('controls.detail.riskColumns.net')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.risks.map((risk) => (
                      <Table.Tr key={risk.id} data-testid="linked-risk">
                        <Table.Td>
                          <Anchor component={Link} to={`/risk/risk/${encodeURIComponent(risk.id)}`} size="sm" fw={600}>
                            {risk.reference}
                          </Anchor>
                          <Text size="xs" c="dimmed" lineClamp={1}>
                            {risk.title}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <RatingBadge rating={risk.gross_risk} />
                        </Table.Td>
                        <Table.Td>
                          <RatingBadge rating={risk.net_risk} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 7 }}>
          <SectionCard
            icon={IconChecklist}
            title={t('controls.detail.plans')}
            count={data.action_plans.length}
            link={{ to: '/risk/action/plan', label: t('controls.detail.allPlans') }}
            divided
            padded={false}
            fill
          >
            {data.action_plans.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl" size="sm">
                {t('controls.detail.noPlans')}
              </Text>
            ) : (
              <PlansTable plans={data.action_plans} />
            )}
          </SectionCard>
        </Grid.Col>
      </Grid>

      <Box mt="lg">
        <AttachmentsCard entityType="control" entityId={control.id} />
      </Box>
      <Box mt="lg">
        <CommentsCard entityType="control" entityId={control.id} />
      </Box>

      {canWrite ? (
        <>
          <ControlFormModal
            opened={editing}
            control={control}
            method={method.data}
            knownRisks={knownRisks}
            onClose={() => setEditing(false)}
            onReload={() => void detail.refetch()}
          />
          <ActivityFormModal
            opened={activityForm.open}
            controlId={control.id}
            activity={activityForm.activity}
            onClose={() => setActivityForm((current) => ({ ...current, open: false }))}
          />
          <CompleteActivityModal activity={completing} onClose={() => setCompleting(null)} />
          <ConfirmModal
            opened={removingActivity !== null}
            title={t('controls.activities.deleteTitle', { name: removingActivity?.name ?? '' })}
            confirmLabel={t('controls.activities.delete')}
            loading={activityMutations.remove.isPending}
            onClose={() => setRemovingActivity(null)}
            onConfirm={() =>
              removingActivity &&
              activityMutations.remove.mutate(removingActivity.id, {
                onSuccess: () => {
                  notifications.show({
                    color: 'success',
                    message: t('controls.activities.deleted', { name: removingActivity.name }),
                  });
                  setRemovingActivity(null);
                },
              })
            }
          >
            {t('controls.activities.deleteBody')}
          </ConfirmModal>
        </>
      ) : null}
      {canDelete ? (
        <ConfirmModal
          opened={deleting}
          title={t('controls.deleteTitle', { reference: control.reference })}
          confirmLabel={t('controls.actions.delete')}
          loading={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(
              { id: control.id, version: control.version },
              {
                onSuccess: () => {
                  notifications.show({ color: 'success', message: t('controls.deleted', { reference: control.reference }) });
                  setDeleting(false);
                  void navigate('/risk/control');
                },
              },
            )
          }
        >
          {t('controls.deleteBody', { title: control.title })}
        </ConfirmModal>
      ) : null}
    </>
  );
}
