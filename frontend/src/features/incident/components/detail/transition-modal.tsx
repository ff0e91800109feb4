// Submit an incident for approval, or approve / reject it, with a comment (a
// rejection needs one). Four eyes: the server refuses (403 FOUR_EYES) when
// the approver made a change; a stale version (409) changes nothing.
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
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
import { useTransitionIncident, type IncidentTransition } from '../../api/incidents';
import type { Incident } from '../../api/types';

type TransitionModalProps = {
  incident: Incident;
  action: IncidentTransition | null;
  onClose: () => void;
  onReload: () => void;
};

const COLOR: Record<IncidentTransition, string> = { submit: 'primary', approve: 'success', reject: 'danger' };

export function TransitionModal({ incident, action, onClose, onReload }: TransitionModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={action !== null}
      onClose={onClose}
      title={action ? t(`incidentDetail.transition.${action}.title`, { reference: incident.reference }) : ''}
      centered
      size="lg"
    >
      {action ? <TransitionForm key={action} incident={incident} action={action} onClose={onClose} onReload={onReload} /> : null}
    </FormModal>
  );
}

function TransitionForm({ incident, action, onClose, onReload }: TransitionModalProps & { action: IncidentTransition }) {
  const { t } = useTranslation();
  const transition = useTransitionIncident();
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
      { id: incident.id, action, version: incident.version, comment: comment.trim() },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'success',
            message: t(`incidentDetail.transition.${action}.done`, { reference: saved.reference || incident.reference }),
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
        <Text size="sm">{t(`incidentDetail.transition.${action}.body`, { title: incident.title })}</Text>
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
          label={<FieldLabel missing={error === REQUIRED}>{t('incidentDetail.transition.comment')}</FieldLabel>}
          withAsterisk={required}
          description={required ? t('incidentDetail.transition.commentRequired') : t('incidentDetail.transition.commentOptional')}
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
            {t(`incidentDetail.transition.${action}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
