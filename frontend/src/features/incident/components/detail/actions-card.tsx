// The incident's actions: title, owner, due day, complete / incomplete and
// overdue. With incident.write: add an action, complete or reopen one, delete
// one. Completing the last open action closes the incident, so the lessons
// learned dialog asks for them first (they go with the completion).
import { ActionIcon, Badge, Button, Group, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconListCheck, IconRotate, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OwnerSelect } from '@/components/pickers/pickers';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { FieldLabel } from '@/components/ui/field-label';
import { FormModal } from '@/components/ui/form-modal';
import { useFormModalDirty } from '@/components/ui/form-modal-dirty';
import { StatusBadge } from '@/components/ui/status-badge';
import { TableSectionCard } from '@/components/ui/table-section-card';
import { errorProp, isFlagged, reflag, requiredErrors, type FieldErrors } from '@/lib/field-errors';
import { formatDate } from '@/lib/format';
import { serverFieldErrors } from '@/lib/form-errors';
import { useAddIncidentAction, useDeleteIncidentAction, useSetIncidentActionStatus } from '../../api/incidents';
import type { IncidentAction, IncidentActionInput, IncidentDetail } from '../../api/types';
import { LessonsModal } from '../actions/lessons-modal';
import { completionCloses } from '../actions/use-action-status';

const ACTION_REQUIRED = ['title', 'owner_id', 'due_on'] as const;

export function ActionsCard({ detail, canWrite }: { detail: IncidentDetail; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const { incident, actions } = detail;
  const status = useSetIncidentActionStatus();
  const remove = useDeleteIncidentAction();
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState<IncidentAction | null>(null);
  const [deleting, setDeleting] = useState<IncidentAction | null>(null);
  const busy = status.isPending ? status.variables?.id : undefined;

  const complete = (action: IncidentAction, lessons: string[]) =>
    status.mutate(
      { id: action.id, complete: true, lessons },
      {
        onSuccess: (answer) =>
          notifications.show({
            color: 'success',
            message:
              answer.incident?.status === 'closed'
                ? t('incidentDetail.actions.completedClosed', { reference: incident.reference })
                : t('incidentDetail.actions.completed'),
          }),
        onSettled: () => setAsking(null),
      },
    );

  const start = (action: IncidentAction) => {
    if (completionCloses(action, detail)) setAsking(action);
    else complete(action, []);
  };

  const reopen = (action: IncidentAction) =>
    status.mutate(
      { id: action.id, complete: false },
      { onSuccess: () => notifications.show({ color: 'success', message: t('incidentDetail.actions.reopened') }) },
    );

  return (
    <>
      <TableSectionCard
        title={t('incidentDetail.actions.title')}
        icon={IconListCheck}
        id="incident-actions"
        count={actions.length}
        add={canWrite ? { label: t('incidentDetail.actions.add'), onClick: () => setAdding(true) } : undefined}
        empty={t('incidentDetail.actions.none')}
        minWidth={560}
        head={
          <>
            <Table.Th>{t('incidentDetail.actions.columns.title')}</Table.Th>
            <Table.Th>{t('incidentDetail.actions.columns.owner')}</Table.Th>
            <Table.Th>{t('incidentDetail.actions.columns.due')}</Table.Th>
            <Table.Th>{t('incidentDetail.actions.columns.status')}</Table.Th>
            {canWrite ? <Table.Th w={90} /> : null}
          </>
        }
      >
        {actions.map((action) => {
          const done = action.status === 'complete';
          return (
            <Table.Tr key={action.id} data-testid="incident-action">
              <Table.Td>
                <Text size="sm" fw={500}>
                  {action.title}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{action.owner_name || '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{formatDate(action.due_on, i18n.language)}</Text>
                  {action.overdue ? (
                    <Badge color="danger" variant="light" size="sm" tt="none">
                      {t('incidentDetail.actions.overdue')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={action.status} />
              </Table.Td>
              {canWrite ? (
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={done ? t('incidentDetail.actions.reopen') : t('incidentDetail.actions.complete')}>
                      <ActionIcon
                        variant="subtle"
                        color={done ? 'gray' : 'success'}
                        loading={busy === action.id}
                        aria-label={
                          done
                            ? t('incidentDetail.actions.reopenNamed', { title: action.title })
                            : t('incidentDetail.actions.completeNamed', { title: action.title })
                        }
                        onClick={() => (done ? reopen(action) : start(action))}
                      >
                        {done ? <IconRotate size={16} /> : <IconCheck size={16} />}
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('incidentDetail.actions.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="danger"
                        aria-label={t('incidentDetail.actions.deleteNamed', { title: action.title })}
                        onClick={() => setDeleting(action)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          );
        })}
      </TableSectionCard>
      <LessonsModal
        opened={asking !== null}
        actionTitle={asking?.title ?? ''}
        incidentReference={incident.reference}
        loading={status.isPending}
        onClose={() => setAsking(null)}
        onSubmit={(lessons) => {
          if (asking) complete(asking, lessons);
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('incidentDetail.actions.deleteTitle')}
        confirmLabel={t('incidentDetail.actions.delete')}
        loading={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
        onClose={() => setDeleting(null)}
      >
        {t('incidentDetail.actions.deleteBody', { title: deleting?.title ?? '' })}
      </ConfirmModal>
      <FormModal opened={adding} onClose={() => setAdding(false)} title={t('incidentDetail.actions.addTitle')} centered>
        {adding ? <AddActionForm incidentId={incident.id} onClose={() => setAdding(false)} /> : null}
      </FormModal>
    </>
  );
}

function AddActionForm({ incidentId, onClose }: { incidentId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddIncidentAction();
  const [values, setValues] = useState<IncidentActionInput>({ title: '', owner_id: '', due_on: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  useFormModalDirty(Boolean(values.title.trim() || values.owner_id || values.due_on));
  const set = <K extends keyof IncidentActionInput>(key: K, value: IncidentActionInput[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => reflag(current, key, value, true));
  };
  const label = (key: (typeof ACTION_REQUIRED)[number]) => (
    <FieldLabel missing={isFlagged(errors, key)}>{t(`incidentDetail.actions.form.${key}`)}</FieldLabel>
  );
  const save = () => {
    const missing = requiredErrors(values, ACTION_REQUIRED);
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    add.mutate(
      { incidentId, action: { ...values, title: values.title.trim() } },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('incidentDetail.actions.added') });
          onClose();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields) setErrors(fields);
        },
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={label('title')}
          withAsterisk
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={errorProp(errors, 'title')}
          maxLength={200}
          data-autofocus
        />
        <OwnerSelect
          label={label('owner_id')}
          withAsterisk
          value={values.owner_id}
          onChange={(value) => set('owner_id', value)}
          error={errorProp(errors, 'owner_id')}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          type="date"
          label={label('due_on')}
          withAsterisk
          value={values.due_on}
          onChange={(event) => set('due_on', event.currentTarget.value)}
          error={errorProp(errors, 'due_on')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('incidentDetail.actions.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
