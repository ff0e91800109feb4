// Record a review of a risk: the next review day (a year on by default) and
// a note of what the review found. Content and approval stay as they are;
// a stale version (someone changed the risk meanwhile) is a clear error.
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { FormModal } from '@/components/ui/form-modal';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { useRecordReview } from '../../api/risks';
import type { Risk } from '../../api/types';
import { dateProblem, latestDay } from '../../lib/acceptance';
import { localToday } from '../../lib/plan-dates';

/** A year after `today` (YYYY-MM-DD). */
function yearOn(today: string): string {
  const [y = 1970, m = 1, d = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
}

export function RecordReviewModal({ risk, opened, onClose }: { risk: Risk; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const record = useRecordReview();
  const [next, setNext] = useState(() => yearOn(localToday()));
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [wasOpened, setWasOpened] = useState(opened);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (opened) {
      setNext(yearOn(localToday()));
      setComment('');
      setError(null);
      record.reset();
    }
  }
  const dirty = comment.trim() !== '' || next !== yearOn(localToday());

  const save = () => {
    if (!next) {
      setError(t('riskReview.problems.required'));
      return;
    }
    const problem = dateProblem(next, localToday());
    if (problem) {
      setError(t(`riskReview.problems.${problem}`));
      return;
    }
    record.mutate(
      { id: risk.id, version: risk.version, next_review_on: next, comment: comment.trim() },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'success', message: t('riskReview.recorded', { reference: saved.reference }) });
          onClose();
        },
        onError: (e) => setError(serverFieldErrors(e)?.next_review_on ?? errorMessage(e)),
      },
    );
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      dirty={dirty}
      title={t('riskReview.modalTitle', { reference: risk.reference })}
      centered
    >
      <Stack gap="md">
        <TextInput
          type="date"
          label={<FieldLabel missing={!next}>{t('riskReview.form.nextReview')}</FieldLabel>}
          leftSection={<IconCalendar size={16} stroke={1.6} />}
          min={localToday()}
          max={latestDay(localToday())}
          value={next}
          onChange={(event) => {
            setNext(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          withAsterisk
          data-testid="review-next"
        />
        <Textarea
          label={t('riskReview.comment')}
          description={t('riskReview.commentHint')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={3}
          data-testid="review-comment"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} loading={record.isPending} data-testid="review-save">
            {t('riskReview.save')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
