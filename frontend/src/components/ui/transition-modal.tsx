// Submit a record (a risk, an incident) for approval, or approve / reject it,
// with a comment (a rejection needs one). Four eyes: the server refuses (403
// FOUR_EYES) when the approver made the change; a stale version (409) changes
// nothing. Each feature passes its texts (`textPrefix`, holding
// `<action>.title|body|confirm|done`, `comment`, `commentRequired`,
// `commentOptional`) and its transition mutation hook.
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { FormModal } from '@/components/ui/form-modal';
import { useFormModalDirty } from '@/components/ui/form-modal-dirty';
import { StaleAlert } from '@/components/ui/stale-alert';
import { errorMessage, isApiError } from '@/lib/api-client';
import { missing } from '@/lib/field-errors';
import { serverFieldErrors } from '@/lib/form-errors';
import { REQUIRED } from '@/lib/validation';

export type Transition = 'submit' | 'approve' | 'reject';
export type TransitionVariables<A extends Transition = Transition> = { id: string; action: A; version: number; comment: string };

/** What the modal reads of the record. */
type Transitioned = { id: string; version: number; reference: string; title: string };

type TransitionModalProps<A extends Transition> = {
  record: Transitioned;
  action: A | null;
  onClose: () => void;
  onReload: () => void;
  /** i18n key prefix of the texts, e.g. `risk.detail.transition`. */
  textPrefix: string;
  /** The feature's transition mutation (called once per opened form). */
  useTransition: () => UseMutationResult<{ reference: string }, Error, TransitionVariables<A>>;
};

const COLOR: Record<Transition, string> = { submit: 'primary', approve: 'success', reject: 'danger' };

export function TransitionModal<A extends Transition>(props: TransitionModalProps<A>) {
  const { record, action, onClose, textPrefix } = props;
  const { t } = useTranslation();
  return (
    <FormModal
      opened={action !== null}
      onClose={onClose}
      title={action ? t(`${textPrefix}.${action}.title`, { reference: record.reference }) : ''}
      centered
      size="lg"
    >
      {action ? <TransitionForm key={action} {...props} action={action} /> : null}
    </FormModal>
  );
}

function TransitionForm<A extends Transition>({
  record,
  action,
  onClose,
  onReload,
  textPrefix,
  useTransition,
}: TransitionModalProps<A> & { action: A }) {
  const { t } = useTranslation();
  const transition = useTransition();
  const [comment, setComment] = useState('');
  useFormModalDirty(comment.trim() !== '');
  const [error, setError] = useState<string | undefined>();
  const required = action === 'reject';

  const failure = transition.error;
  const stale = isApiError(failure) && failure.code === 'STALE_VERSION';
  const other = failure && !stale && !serverFieldErrors(failure) ? errorMessage(failure) : null;

  const confirm = () => {
    if (required && missing(comment)) {
      setError(REQUIRED);
      return;
    }
    transition.mutate(
      { id: record.id, action, version: record.version, comment: comment.trim() },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'success',
            message: t(`${textPrefix}.${action}.done`, { reference: saved.reference || record.reference }),
          });
          onClose();
        },
        onError: (err) => {
          const fields = serverFieldErrors(err);
          if (fields?.comment) setError(fields.comment);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t(`${textPrefix}.${action}.body`, { title: record.title })}</Text>
        {stale ? (
          <StaleAlert
            onReload={() => {
              onReload();
              onClose();
            }}
          />
        ) : null}
        {other ? (
          <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {other}
          </Alert>
        ) : null}
        <Textarea
          label={<FieldLabel missing={error === REQUIRED}>{t(`${textPrefix}.comment`)}</FieldLabel>}
          withAsterisk={required}
          description={required ? t(`${textPrefix}.commentRequired`) : t(`${textPrefix}.commentOptional`)}
          value={comment}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setComment(value);
            setError(required && missing(value) ? REQUIRED : undefined);
          }}
          error={error === REQUIRED ? true : error}
          autosize
          minRows={3}
          maxLength={2000}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color={COLOR[action]} loading={transition.isPending} disabled={stale}>
            {t(`${textPrefix}.${action}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
