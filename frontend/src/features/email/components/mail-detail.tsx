// One opened mail: back to the list, subject and labels, star / unread /
// label / move / delete, the sender with the time and the recipients, the
// sanitized message, the files it names, and reply / forward (a draft:
// edit, which opens it in the compose window).
import { ActionIcon, Avatar, Badge, Box, Button, Card, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconArrowLeft,
  IconMail,
  IconPaperclip,
  IconPencil,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { sanitizeHtml } from '@/lib/sanitize';
import type { Email } from '../api/mail';
import { labelColor } from '../lib/mail';
import classes from './mail.module.css';
import { LabelMenu, MoveMenu } from './mail-menus';

type MailDetailProps = {
  mail: Email | undefined;
  loading: boolean;
  /** The mail could not be opened (not in the caller's mailbox). */
  failed: boolean;
  onBack: () => void;
  onToggleStar: (mail: Email) => void;
  onMarkUnread: (mail: Email) => void;
  onMove: (mail: Email, folder: string) => void;
  onToggleLabel: (mail: Email, label: string) => void;
  onReply: (mail: Email) => void;
  onForward: (mail: Email) => void;
  onEditDraft: (mail: Email) => void;
};

export function MailDetail(props: MailDetailProps) {
  const { mail, loading, failed, onBack, onToggleStar, onMarkUnread, onMove, onToggleLabel } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <>
      <div className={classes.toolbar}>
        <Tooltip label={t('email.back')} openDelay={300}>
          <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label={t('email.back')}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
        {mail ? (
          <>
            <Title order={2} fz="lg" fw={600} className={classes.heading} style={{ flex: 1, minWidth: 0 }} lineClamp={1}>
              {mail.subject}
            </Title>
            <Group gap={4}>
              {mail.labels.map((label) => (
                <Badge key={label} variant="light" color={labelColor(label)} size="sm">
                  {t(`email.labels.${label}`)}
                </Badge>
              ))}
            </Group>
            <Group gap={2} wrap="nowrap">
              <Tooltip label={mail.isStarred ? t('email.unstar') : t('email.star')} openDelay={300}>
                <ActionIcon
                  variant="subtle"
                  color={mail.isStarred ? 'warning' : 'gray'}
                  onClick={() => onToggleStar(mail)}
                  aria-label={mail.isStarred ? t('email.unstar') : t('email.star')}
                  aria-pressed={mail.isStarred}
                >
                  {mail.isStarred ? <IconStarFilled size={18} /> : <IconStar size={18} stroke={1.6} />}
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('email.markUnread')} openDelay={300}>
                <ActionIcon variant="subtle" color="gray" onClick={() => onMarkUnread(mail)} aria-label={t('email.markUnread')}>
                  <IconMail size={18} stroke={1.7} />
                </ActionIcon>
              </Tooltip>
              <LabelMenu position="bottom-end" onPick={(label) => onToggleLabel(mail, label)} />
              <MoveMenu position="bottom-end" current={mail.mailFolder} onPick={(folder) => onMove(mail, folder)} />
              {mail.mailFolder !== 'trash' ? (
                <Tooltip label={t('email.delete')} openDelay={300}>
                  <ActionIcon variant="subtle" color="gray" onClick={() => onMove(mail, 'trash')} aria-label={t('email.delete')}>
                    <IconTrash size={18} stroke={1.7} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          </>
        ) : null}
      </div>
      <div className={classes.detailBody}>
        {failed ? (
          <Stack align="center" gap={8} py={72} ta="center">
            <Text fw={600} fz="lg" className={classes.heading}>
              {t('email.notFound')}
            </Text>
            <Text c="dimmed" size="sm">
              {t('email.notFoundHint')}
            </Text>
          </Stack>
        ) : loading || !mail ? (
          <Stack gap="sm" aria-busy>
            <Skeleton height={60} />
            <Skeleton height={200} />
          </Stack>
        ) : (
          <Card padding="lg" withBorder={false}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Avatar src={mail.img || null} name={mail.sender_name} color="initials" size={42} radius="xl" />
                <Box miw={0}>
                  <Text fw={600} className={classes.heading} truncate>
                    {mail.sender_name}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {mail.sender}
                  </Text>
                </Box>
              </Group>
              <Text component="time" dateTime={mail.time} size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(mail.time, language)}
              </Text>
            </Group>
            <Stack gap={2} mb="md">
              <Recipients label={t('email.to')} list={mail.to} />
              <Recipients label={t('email.cc')} list={mail.cc} />
              <Recipients label={t('email.bcc')} list={mail.bcc} />
            </Stack>
            <div
              className={classes.message}
              data-testid="mail-message"
              // Sanitized by the server and again here.
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(mail.message) }}
            />
            {mail.attachments.length > 0 ? (
              <>
                <Text size="sm" fw={600} mt="lg" mb="xs">
                  {t('email.files', { count: mail.attachments.length })}
                </Text>
                <Group gap="sm">
                  {mail.attachments.map((file) => (
                    <Paper key={file.fileName} withBorder radius="md" px="sm" py={6}>
                      <Group gap={6} wrap="nowrap">
                        <IconPaperclip size={16} stroke={1.6} aria-hidden />
                        <Text size="sm">{file.fileName}</Text>
                        <Text size="xs" c="dimmed">
                          {file.size}
                        </Text>
                      </Group>
                    </Paper>
                  ))}
                </Group>
              </>
            ) : null}
            <Group gap="sm" mt="xl">
              {mail.mailFolder === 'draft' ? (
                <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => props.onEditDraft(mail)}>
                  {t('email.editDraft')}
                </Button>
              ) : (
                <>
                  <Button variant="default" leftSection={<IconArrowBackUp size={16} />} onClick={() => props.onReply(mail)}>
                    {t('email.reply')}
                  </Button>
                  <Button variant="default" leftSection={<IconArrowForwardUp size={16} />} onClick={() => props.onForward(mail)}>
                    {t('email.forward')}
                  </Button>
                </>
              )}
            </Group>
          </Card>
        )}
      </div>
    </>
  );
}

function Recipients({ label, list }: { label: string; list: string[] }) {
  if (list.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      <Text span fw={500} c="dimmed">
        {label}:
      </Text>{' '}
      {list.join(', ')}
    </Text>
  );
}
