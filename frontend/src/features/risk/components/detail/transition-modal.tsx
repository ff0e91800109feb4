// Submit a risk for approval, or approve / reject it, with a comment (a
// rejection needs one). Four eyes: the server refuses (403 FOUR_EYES) when
// the approver made the change; a stale version (409) changes nothing.
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { FormModal } from '@/components/ui/form-modal';
import { useFormModalDirty } from '@/components/ui/form-modal-dirty';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { errorMessage, isApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { REQUIRED } from '@/lib/validation';
import { useTransitionRisk, type Transition } from '../../api/risks';
import type { Risk } from '../../api/types';
import { missing } from '../../lib/required';
import { StaleAlert } from './stale-alert';

type TransitionModalProps = {
  risk: Risk;
  action: Transition | null;
  onClose: () => void;
  onReload: () => void;
};

const COLOR: Record<Transition, string> = { submit: 'primary', approve: 'success', reject: 'danger' };

export function TransitionModal({ risk, action, onClose, onReload }: TransitionModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={action !== null}
      onClose={onClose}
      title={action ? t(`risk.detail.transition.${action}.title`, { reference: risk.reference }) : ''}
      centered
      size="lg"
    >
      {action ? <TransitionForm key={action} risk={risk} action={action} onClose={onClose} onReload={onReload} /> : null}
    </FormModal>
  );
}

function TransitionForm({ risk, action, onClose, onReload }: TransitionModalProps & { action: Transition }) {
  const { t } = useTranslation();
  const transition = useTransitionRisk();
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
      { id: risk.id, action, version: risk.version, comment: comment.trim() },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'success',
            message: t(`risk.detail.transition.${action}.done`, { reference: saved.reference }),
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
        <Text size="sm">{t(`risk.detail.transition.${action}.body`, { title: risk.title })}</Text>
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
          label={<FieldLabel missing={error === REQUIRED}>{t('risk.detail.transition.comment')}</FieldLabel>}
          withAsterisk={required}
          description={required ? t('risk.detail.transition.commentRequired') : t('risk.detail.transition.commentOptional')}
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
            {t(`risk.detail.transition.${action}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
