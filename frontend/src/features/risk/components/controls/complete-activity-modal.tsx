// Completes a control activity with its outcome (complied or breached) and a
// comment; a periodic activity's next occurrence is announced.
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useActivityMutations, type Outcome } from '../../api/controls';
import type { ControlActivity } from '../../api/types';
import { useFrequencyLabel } from '../frequency';

export function CompleteActivityModal({ activity, onClose }: { activity: ControlActivity | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { complete } = useActivityMutations();
  const frequencyLabel = useFrequencyLabel();
  const [outcome, setOutcome] = useState<Outcome>('complied');
  const [comment, setComment] = useState('');
  const [shown, setShown] = useState<string | null>(null);

  // A fresh form for each activity opened.
  if (activity && shown !== activity.id) {
    setShown(activity.id);
    setOutcome('complied');
    setComment('');
  }

  const submit = () => {
    if (!activity) return;
    complete.mutate(
      { id: activity.id, outcome, comment: comment.trim() },
      {
        onSuccess: ({ activity: done, next }) => {
          notifications.show({
            color: done.outcome === 'breached' ? 'warning' : 'success',
            title: t('controls.activities.completed', { name: done.name }),
            message: next
              ? t('controls.activities.nextScheduled', { date: formatDate(next.due_date, i18n.language) })
              : t(`controls.activities.outcomeRecorded.${done.outcome || outcome}`),
          });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={activity !== null} onClose={onClose} title={t('controls.activities.completeTitle')} centered>
      {activity ? (
        <Stack gap="md">
          <div>
            <Text fw={600}>{activity.name}</Text>
            <Text size="sm" c="dimmed">
              {frequencyLabel(activity.frequency, activity.repeat)} ·{' '}
              {t('controls.activities.due', { date: formatDate(activity.due_date, i18n.language) })}
            </Text>
          </div>
          <Radio.Group
            label={t('controls.activities.outcome')}
            value={outcome}
            onChange={(value) => setOutcome(value as Outcome)}
            withAsterisk
          >
            <Group mt="xs">
              <Radio value="complied" label={t('status.complied')} color="success" />
              <Radio value="breached" label={t('status.breached')} color="danger" />
            </Group>
          </Radio.Group>
          {outcome === 'breached' ? (
            <Alert color="danger" variant="light" icon={<IconAlertTriangle size={18} />}>
              {t('controls.activities.breachNote')}
            </Alert>
          ) : null}
          <Textarea
            label={t('controls.activities.comment')}
            placeholder={t('controls.activities.commentPlaceholder')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            autosize
            minRows={3}
          />
          {activity.frequency === 'periodic' ? (
            <Text size="xs" c="dimmed">
              {t('controls.activities.periodicNext')}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button color={outcome === 'breached' ? 'danger' : 'success'} loading={complete.isPending} onClick={submit}>
              {t('controls.activities.complete')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
