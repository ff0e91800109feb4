// Compose: to (the product's users as suggestions, any address may be
// typed), cc and bcc on demand, subject and message. It opens empty, as a
// reply or forward, or on a draft. "Save draft" keeps it in Drafts, and so
// does closing a form the user filled in or changed; "Discard" drops it (a
// saved draft for good).
// The server's 422 lands on its field (an address of no user under to, cc
// or bcc); too many mails sent answers 429 and a toast says when to retry.
import { Anchor, Button, Group, Modal, Stack, TagsInput, Text, TextInput, Textarea, type ComboboxItem } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredTag } from '@/components/ui/required-tag';
import { handleApiError, isApiError } from '@/lib/api-client';
import { retryAfterMinutes } from '@/lib/retry-after';
import { REQUIRED } from '@/lib/validation';
import { useDeleteDraft, useMailContacts, useSaveDraft, useSendDraft, useSendMail, type Outgoing, type SentMail } from '../api/mail';
import { isFilled, sameFields, type ComposeFields, type ComposeStart } from '../lib/compose';
import { matchesContact, parseAddresses, textToHtml } from '../lib/mail';

type ComposeModalProps = {
  opened: boolean;
  /** What it opens with (the parent gives it a new `key` for each opening). */
  start: ComposeStart;
  onClose: () => void;
};

type Field = 'to' | 'cc' | 'bcc' | 'subject' | 'message';
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly string[] = ['to', 'cc', 'bcc', 'subject', 'message'];

/** Every typed address, split where several were pasted into one tag. */
function addresses(tags: string[]): string[] {
  return parseAddresses(tags.join(','));
}

/** The form as the server takes it. */
function outgoing(f: ComposeFields): Outgoing {
  return { to: addresses(f.to), cc: addresses(f.cc), bcc: addresses(f.bcc), subject: f.subject.trim(), message: textToHtml(f.text) };
}

export function ComposeModal({ opened, start, onClose }: ComposeModalProps) {
  const { t } = useTranslation();
  const contacts = useMailContacts(opened);
  const send = useSendMail();
  const sendDraft = useSendDraft();
  const saveDraft = useSaveDraft();
  const deleteDraft = useDeleteDraft();
  const [fields, setFields] = useState<ComposeFields>(start.fields);
  const [showCopies, setShowCopies] = useState(start.fields.cc.length + start.fields.bcc.length > 0);
  const [errors, setErrors] = useState<Errors>({});
  const busy = send.isPending || sendDraft.isPending || saveDraft.isPending || deleteDraft.isPending;

  const suggestions = (contacts.data ?? []).map((c) => c.email);
  const nameOf = new Map((contacts.data ?? []).map((c) => [c.email, c.name]));

  const change = (field: keyof ComposeFields, value: string | string[]) => {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field === 'text' ? 'message' : field]: undefined }));
  };

  /** The server's field message in the user's language: an address refused, or as sent. */
  const fieldMessage = (message: string) => {
    if (message === 'Required' || message === REQUIRED) return REQUIRED;
    const address = message.slice(message.lastIndexOf(': ') + 2);
    if (message.startsWith('Not an email address')) return t('email.badAddress', { address });
    if (message.startsWith('No user has this address')) return t('email.unknownAddress', { address });
    return message;
  };

  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length > 0) {
      const next: Errors = {};
      for (const [key, value] of Object.entries(error.fields)) {
        if (FIELDS.includes(key)) next[key as Field] = fieldMessage(String(value));
      }
      setErrors(next);
      if (next.cc || next.bcc) setShowCopies(true);
    } else if (isApiError(error) && error.status === 429) {
      notifications.show({ color: 'warning', message: t('email.rateLimited', { count: retryAfterMinutes(error.retryAfter) }) });
    } else {
      handleApiError(error);
    }
  };

  const submit = () => {
    const missing: Errors = {};
    if (addresses([...fields.to, ...fields.cc, ...fields.bcc]).length === 0) missing.to = REQUIRED;
    if (!fields.subject.trim()) missing.subject = REQUIRED;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const done = {
      onSuccess: ({ delivered }: SentMail) => {
        notifications.show({ color: 'success', message: t('email.sent', { count: delivered }) });
        onClose();
      },
      onError,
    };
    if (start.draftId === null) send.mutate(outgoing(fields), done);
    else sendDraft.mutate({ id: start.draftId, mail: outgoing(fields) }, done);
  };

  /** Keeps the form in Drafts (unless nothing changed in a reopened draft), then closes. */
  const save = () => {
    if (start.draftId !== null && sameFields(fields, start.fields)) {
      onClose();
      return;
    }
    saveDraft.mutate(
      { id: start.draftId, mail: outgoing(fields) },
      {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('email.draftSaved') });
          onClose();
        },
        onError,
      },
    );
  };

  /** Closing (×, Escape, outside): a form filled in by the user is kept as a draft (an untouched reply is not). */
  const close = () => {
    if (busy) return;
    if (isFilled(fields) && !sameFields(fields, start.fields)) save();
    else onClose();
  };

  const discard = () => {
    if (start.draftId === null) {
      onClose();
      return;
    }
    deleteDraft.mutate(start.draftId, {
      onSuccess: () => {
        notifications.show({ color: 'success', message: t('email.draftDiscarded') });
        onClose();
      },
      onError: handleApiError,
    });
  };

  const label = (field: Field) =>
    errors[field] === REQUIRED ? (
      <Group gap={6} component="span">
        {t(`email.fields.${field}`)}
        <RequiredTag />
      </Group>
    ) : (
      t(`email.fields.${field}`)
    );
  const errorOf = (field: Field) => (errors[field] === REQUIRED ? true : errors[field]);

  const recipientInput = (field: 'to' | 'cc' | 'bcc') => (
    <TagsInput
      label={label(field)}
      value={fields[field]}
      onChange={(next) => change(field, next)}
      data={suggestions}
      // Suggestions by name as well as by address.
      filter={({ options, search }) =>
        (options as ComboboxItem[]).filter((o) => matchesContact({ email: o.value, name: nameOf.get(o.value) ?? '' }, search))
      }
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{nameOf.get(option.value) ?? option.value}</Text>
          <Text size="xs" c="dimmed">
            {option.value}
          </Text>
        </Stack>
      )}
      splitChars={[',', ';', ' ']}
      acceptValueOnBlur
      clearable
      placeholder={fields[field].length === 0 ? t('email.addressPlaceholder') : undefined}
      error={errorOf(field)}
      comboboxProps={{ withinPortal: true }}
      data-testid={`compose-${field}`}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={start.draftId === null ? t('email.composeTitle') : t('email.draftTitle')}
      size="lg"
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          {recipientInput('to')}
          {showCopies ? (
            <>
              {recipientInput('cc')}
              {recipientInput('bcc')}
            </>
          ) : (
            <Anchor component="button" type="button" size="sm" onClick={() => setShowCopies(true)} ta="start">
              {t('email.addCopies')}
            </Anchor>
          )}
          <TextInput
            label={label('subject')}
            value={fields.subject}
            maxLength={200}
            onChange={(event) => change('subject', event.currentTarget.value)}
            error={errorOf('subject')}
            data-testid="compose-subject"
          />
          <Textarea
            label={t('email.fields.message')}
            value={fields.text}
            onChange={(event) => change('text', event.currentTarget.value)}
            autosize
            minRows={8}
            maxRows={16}
            maxLength={20000}
            error={errors.message}
            data-testid="compose-message"
          />
          <Group justify="space-between" mt="xs">
            <Button variant="subtle" color="gray" leftSection={<IconTrash size={16} />} onClick={discard} disabled={busy}>
              {t('email.discard')}
            </Button>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconDeviceFloppy size={16} />}
                onClick={save}
                loading={saveDraft.isPending}
                disabled={!isFilled(fields) || (busy && !saveDraft.isPending)}
              >
                {t('email.saveDraft')}
              </Button>
              <Button
                type="submit"
                leftSection={<IconSend size={16} />}
                loading={send.isPending || sendDraft.isPending}
                disabled={busy && !(send.isPending || sendDraft.isPending)}
              >
                {t('email.send')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
