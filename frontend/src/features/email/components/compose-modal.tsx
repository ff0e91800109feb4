// Compose: to (the product's users as suggestions, any address may be
// typed), cc and bcc on demand, subject and message. The server's 422 lands
// on its field (an address of no user under to, cc or bcc).
import { Anchor, Button, Group, Modal, Stack, TagsInput, Text, TextInput, Textarea, type ComboboxItem } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredTag } from '@/components/ui/required-tag';
import { handleApiError, isApiError } from '@/lib/api-client';
import { REQUIRED } from '@/lib/validation';
import { useMailContacts, useSendMail } from '../api/mail';
import { matchesContact, parseAddresses, textToHtml } from '../lib/mail';

type ComposeModalProps = { opened: boolean; onClose: () => void };

type Fields = 'to' | 'cc' | 'bcc' | 'subject' | 'message';
type Errors = Partial<Record<Fields, string>>;

/** Every typed address, split where several were pasted into one tag. */
function addresses(tags: string[]): string[] {
  return parseAddresses(tags.join(','));
}

export function ComposeModal({ opened, onClose }: ComposeModalProps) {
  const { t } = useTranslation();
  const contacts = useMailContacts(opened);
  const send = useSendMail();
  const [to, setTo] = useState<string[]>([]);
  const [cc, setCc] = useState<string[]>([]);
  const [bcc, setBcc] = useState<string[]>([]);
  const [showCopies, setShowCopies] = useState(false);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const suggestions = (contacts.data ?? []).map((c) => c.email);
  const nameOf = new Map((contacts.data ?? []).map((c) => [c.email, c.name]));

  const reset = () => {
    setTo([]);
    setCc([]);
    setBcc([]);
    setShowCopies(false);
    setSubject('');
    setMessage('');
    setErrors({});
  };

  const close = () => {
    reset();
    onClose();
  };

  const submit = () => {
    const missing: Errors = {};
    if (addresses([...to, ...cc, ...bcc]).length === 0) missing.to = REQUIRED;
    if (!subject.trim()) missing.subject = REQUIRED;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    send.mutate(
      { to: addresses(to), cc: addresses(cc), bcc: addresses(bcc), subject: subject.trim(), message: textToHtml(message) },
      {
        onSuccess: ({ delivered }) => {
          notifications.show({ color: 'success', message: t('email.sent', { count: delivered }) });
          close();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422 && Object.keys(error.fields).length > 0) {
            const next: Errors = {};
            for (const [key, value] of Object.entries(error.fields)) {
              if (['to', 'cc', 'bcc', 'subject', 'message'].includes(key)) next[key as Fields] = fieldMessage(String(value));
            }
            setErrors(next);
            if (next.cc || next.bcc) setShowCopies(true);
          } else {
            handleApiError(error);
          }
        },
      },
    );
  };

  /** The server's field message in the user's language: an address refused, or as sent. */
  const fieldMessage = (message: string) => {
    if (message === 'Required' || message === REQUIRED) return REQUIRED;
    const address = message.slice(message.lastIndexOf(': ') + 2);
    if (message.startsWith('Not an email address')) return t('email.badAddress', { address });
    if (message.startsWith('No user has this address')) return t('email.unknownAddress', { address });
    return message;
  };

  const required = (field: Fields) =>
    errors[field] === REQUIRED ? (
      <Group gap={6} component="span">
        {t(`email.fields.${field}`)}
        <RequiredTag />
      </Group>
    ) : (
      t(`email.fields.${field}`)
    );
  const errorOf = (field: Fields) =>
    errors[field] === REQUIRED ? true : errors[field];

  const recipientInput = (field: 'to' | 'cc' | 'bcc', value: string[], onChange: (v: string[]) => void) => (
    <TagsInput
      label={required(field)}
      value={value}
      onChange={(next) => {
        onChange(next);
        setErrors((e) => ({ ...e, [field]: undefined }));
      }}
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
      placeholder={value.length === 0 ? t('email.addressPlaceholder') : undefined}
      error={errorOf(field)}
      comboboxProps={{ withinPortal: true }}
      data-testid={`compose-${field}`}
    />
  );

  return (
    <Modal opened={opened} onClose={close} title={t('email.composeTitle')} size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          {recipientInput('to', to, setTo)}
          {showCopies ? (
            <>
              {recipientInput('cc', cc, setCc)}
              {recipientInput('bcc', bcc, setBcc)}
            </>
          ) : (
            <Anchor component="button" type="button" size="sm" onClick={() => setShowCopies(true)} ta="start">
              {t('email.addCopies')}
            </Anchor>
          )}
          <TextInput
            label={required('subject')}
            value={subject}
            maxLength={200}
            onChange={(event) => {
              setSubject(event.currentTarget.value);
              setErrors((e) => ({ ...e, subject: undefined }));
            }}
            error={errorOf('subject')}
            data-testid="compose-subject"
          />
          <Textarea
            label={t('email.fields.message')}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            autosize
            minRows={8}
            maxRows={16}
            maxLength={20000}
            error={errors.message}
            data-testid="compose-message"
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
              {t('email.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
