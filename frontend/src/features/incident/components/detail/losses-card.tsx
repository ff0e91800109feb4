// The money an incident cost: each booked loss or recovery (amount, day,
// note), the total (losses less recoveries: the incident's actual loss), and
// with incident.write adding and deleting bookings.
import { ActionIcon, Badge, Button, Group, NumberInput, SegmentedControl, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCoin, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { FieldLabel } from '@/components/ui/field-label';
import { FormModal } from '@/components/ui/form-modal';
import { useFormModalDirty } from '@/components/ui/form-modal-dirty';
import { TableSectionCard } from '@/components/ui/table-section-card';
import { errorProp, isFlagged, type FieldErrors } from '@/lib/field-errors';
import { formatDate, formatNumber } from '@/lib/format';
import { serverFieldErrors } from '@/lib/form-errors';
import { REQUIRED } from '@/lib/validation';
import { useAddIncidentLoss, useDeleteIncidentLoss, type LossKind } from '../../api/incidents';
import type { Incident, IncidentLoss } from '../../api/types';
import { amountOptions } from '../../lib/enums';

export function LossesCard({ incident, losses, canWrite }: { incident: Incident; losses: IncidentLoss[]; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteIncidentLoss();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<IncidentLoss | null>(null);
  const amount = (value: number) => formatNumber(value, i18n.language, amountOptions());
  const total = losses.reduce((sum, loss) => sum + (loss.kind === 'recovery' ? -loss.amount : loss.amount), 0);

  return (
    <>
      <TableSectionCard
        title={t('incidentDetail.losses.title')}
        icon={IconCoin}
        id="incident-losses"
        count={losses.length}
        add={canWrite ? { label: t('incidentDetail.losses.add'), onClick: () => setAdding(true) } : undefined}
        empty={t('incidentDetail.losses.none')}
        minWidth={480}
        head={
          <>
            <Table.Th>{t('incidentDetail.losses.columns.day')}</Table.Th>
            <Table.Th>{t('incidentDetail.losses.columns.kind')}</Table.Th>
            <Table.Th>{t('incidentDetail.losses.columns.note')}</Table.Th>
            <Table.Th ta="end">{t('incidentDetail.losses.columns.amount')}</Table.Th>
            {canWrite ? <Table.Th w={50} /> : null}
          </>
        }
      >
        {losses.map((loss) => (
          <Table.Tr key={loss.id} data-testid="incident-loss">
            <Table.Td>
              <Text size="sm">{formatDate(loss.booked_on, i18n.language)}</Text>
            </Table.Td>
            <Table.Td>
              <Badge color={loss.kind === 'recovery' ? 'success' : 'danger'} variant="light" tt="none">
                {t(`incidentDetail.losses.kinds.${loss.kind}`, { defaultValue: loss.kind })}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c={loss.note ? undefined : 'dimmed'}>
                {loss.note || '—'}
              </Text>
            </Table.Td>
            <Table.Td ta="end">
              <Text size="sm" ff="monospace">
                {loss.kind === 'recovery' ? `−${amount(loss.amount)}` : amount(loss.amount)}
              </Text>
            </Table.Td>
            {canWrite ? (
              <Table.Td>
                <Tooltip label={t('incidentDetail.losses.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="danger"
                    aria-label={t('incidentDetail.losses.deleteNamed', { amount: amount(loss.amount) })}
                    onClick={() => setDeleting(loss)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td colSpan={3}>
            <Text size="sm" fw={700}>
              {t('incidentDetail.losses.total')}
            </Text>
          </Table.Td>
          <Table.Td ta="end">
            <Text size="sm" fw={700} ff="monospace" data-testid="loss-total">
              {amount(losses.length > 0 ? total : incident.actual_loss)}
            </Text>
          </Table.Td>
          {canWrite ? <Table.Td /> : null}
        </Table.Tr>
      </TableSectionCard>
      <ConfirmModal
        opened={deleting !== null}
        title={t('incidentDetail.losses.deleteTitle')}
        confirmLabel={t('incidentDetail.losses.delete')}
        loading={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
        onClose={() => setDeleting(null)}
      >
        {t('incidentDetail.losses.deleteBody')}
      </ConfirmModal>
      <FormModal opened={adding} onClose={() => setAdding(false)} title={t('incidentDetail.losses.addTitle')} centered>
        {adding ? <AddLossForm incidentId={incident.id} onClose={() => setAdding(false)} /> : null}
      </FormModal>
    </>
  );
}

function AddLossForm({ incidentId, onClose }: { incidentId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddIncidentLoss();
  const [kind, setKind] = useState<LossKind>('actual');
  const [amount, setAmount] = useState<number | ''>('');
  const [day, setDay] = useState(() => new Date().toISOString().slice(0, 10));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  useFormModalDirty(amount !== '' || note.trim() !== '');

  const save = () => {
    if (amount === '' || amount <= 0) {
      setErrors({ amount: amount === '' ? REQUIRED : t('incidentDetail.losses.form.positive') });
      return;
    }
    add.mutate(
      { incidentId, loss: { kind, amount, booked_on: day, note: note.trim() } },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('incidentDetail.losses.added') });
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
        <SegmentedControl
          aria-label={t('incidentDetail.losses.form.kind')}
          value={kind}
          onChange={(value) => setKind(value as LossKind)}
          data={[
            { value: 'actual', label: t('incidentDetail.losses.kinds.actual') },
            { value: 'recovery', label: t('incidentDetail.losses.kinds.recovery') },
          ]}
        />
        <NumberInput
          label={<FieldLabel missing={isFlagged(errors, 'amount')}>{t('incidentDetail.losses.form.amount')}</FieldLabel>}
          withAsterisk
          value={amount}
          onChange={(value) => {
            setAmount(typeof value === 'number' ? value : value === '' ? '' : Number(value));
            setErrors((current) => ({ ...current, amount: value === '' ? REQUIRED : '' }));
          }}
          error={errorProp(errors, 'amount')}
          min={0}
          decimalScale={2}
          thousandSeparator=" "
          data-autofocus
        />
        <TextInput
          type="date"
          label={t('incidentDetail.losses.form.day')}
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
          error={errorProp(errors, 'booked_on')}
        />
        <TextInput
          label={t('incidentDetail.losses.form.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={errorProp(errors, 'note')}
          maxLength={500}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('incidentDetail.losses.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
