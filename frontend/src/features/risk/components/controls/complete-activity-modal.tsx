// Completes a control activity with its outcome (complied or breached) and
// its evidence; a periodic activity's next occurrence is announced. Nothing is
// pre-selected and the evidence is required (issue 13: "Complied" with no
// evidence was one click); the server asks the same.
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { FormModal } from '@/components/ui/form-modal';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { formatDate } from '@/lib/format';
import { serverFieldErrors } from '@/lib/form-errors';
import { useActivityMutations, type Outcome } from '../../api/controls';
import type { ControlActivity } from '../../api/types';
import { useFrequencyLabel } from '../frequency';

export function CompleteActivityModal({ activity, onClose }: { activity: ControlActivity | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { complete } = useActivityMutations();
  const frequencyLabel = useFrequencyLabel();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<string | null>(null);

  // A fresh form for each activity opened.
  if (activity && shown !== activity.id) {
    setShown(activity.id);
    setOutcome(null);
    setComment('');
    setTried(false);
    setServerErrors({});
  }

  const noOutcome = tried && outcome === null;
  const noEvidence = tried && comment.trim() === '';

  const submit = () => {
    if (!activity) return;
    setTried(true);
    if (outcome === null || comment.trim() === '') return;
    complete.mutate(
      { id: activity.id, outcome, comment: comment.trim() },
      {
        onError: (error) => setServerErrors(serverFieldErrors(error) ?? {}),
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
    <FormModal
      dirty={outcome !== null || comment !== ''}
      opened={activity !== null}
      onClose={onClose}
      title={t('controls.activities.completeTitle')}
      centered
    >
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
            label={<FieldLabel missing={noOutcome}>{t('controls.activities.outcome')}</FieldLabel>}
            value={outcome}
            onChange={(value) => setOutcome(value as Outcome)}
            error={noOutcome ? t('controls.activities.chooseOutcome') : serverErrors.outcome}
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
            label={<FieldLabel missing={noEvidence}>{t('controls.activities.evidence')}</FieldLabel>}
            description={t('controls.activities.evidenceHint')}
            placeholder={t('controls.activities.commentPlaceholder')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            error={noEvidence || (serverErrors.comment ? true : undefined)}
            withAsterisk
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
            <Button
              color={outcome === 'breached' ? 'danger' : outcome === 'complied' ? 'success' : undefined}
              loading={complete.isPending}
              onClick={submit}
            >
              {t('controls.activities.complete')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </FormModal>
  );
}
