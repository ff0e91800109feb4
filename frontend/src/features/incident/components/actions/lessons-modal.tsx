// Completing an incident's last open action closes the incident: this dialog
// says so and asks for the lessons learned (none, one or several, each at
// most 2 000 characters, at most 20), sent with the completion
// (POST /api/v1/incident-actions/{id}/complete {lessons}). Shared by the
// actions list (/incident/actions) and the incident's page.
import { ActionIcon, Alert, Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/ui/form-modal';

const MAX_LESSONS = 20;
const MAX_LESSON_LENGTH = 2000;

type LessonsModalProps = {
  opened: boolean;
  /** The action being completed (its title). */
  actionTitle: string;
  /** The incident it closes, e.g. "INC-0042". */
  incidentReference: string;
  loading?: boolean;
  onClose: () => void;
  /** Completes the action with these lessons (trimmed, empty ones left out). */
  onSubmit: (lessons: string[]) => void;
};

/** The lessons to send: trimmed, empty ones left out. */
function lessonsToSend(drafts: readonly string[]): string[] {
  return drafts.map((text) => text.trim()).filter(Boolean);
}

export function LessonsModal({ opened, actionTitle, incidentReference, loading = false, onClose, onSubmit }: LessonsModalProps) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<string[]>(['']);
  // Each opening starts with one empty lesson.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setDrafts(['']);
  }

  const tooLong = drafts.some((text) => text.trim().length > MAX_LESSON_LENGTH);
  const set = (index: number, value: string) => setDrafts((current) => current.map((text, i) => (i === index ? value : text)));
  const title = t('incidentActions.lessons.title');

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      dirty={drafts.some((text) => text.trim() !== '')}
      title={title}
      size="lg"
      centered
    >
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) onSubmit(lessonsToSend(drafts));
        }}
      >
        <Stack gap="md">
          <Alert color="info" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('incidentActions.lessons.closes', { action: actionTitle, reference: incidentReference })}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('incidentActions.lessons.hint')}
          </Text>
          {drafts.map((text, index) => (
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
              <Textarea
                style={{ flex: 1 }}
                label={t('incidentActions.lessons.label', { number: index + 1 })}
                placeholder={t('incidentActions.lessons.placeholder')}
                value={text}
                onChange={(event) => set(index, event.currentTarget.value)}
                error={
                  text.trim().length > MAX_LESSON_LENGTH
                    ? t('incidentActions.lessons.tooLong', { max: MAX_LESSON_LENGTH })
                    : undefined
                }
                autosize
                minRows={2}
                maxRows={6}
                data-autofocus={index === 0 || undefined}
              />
              {drafts.length > 1 ? (
                <Tooltip label={t('incidentActions.lessons.remove')}>
                  <ActionIcon
                    mt={28}
                    variant="subtle"
                    color="gray"
                    aria-label={t('incidentActions.lessons.removeNumbered', { number: index + 1 })}
                    onClick={() => setDrafts((current) => current.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          ))}
          {drafts.length < MAX_LESSONS ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() => setDrafts((current) => [...current, ''])}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('incidentActions.lessons.add')}
            </Button>
          ) : null}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="success" loading={loading} disabled={tooLong}>
              {t('incidentActions.lessons.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
