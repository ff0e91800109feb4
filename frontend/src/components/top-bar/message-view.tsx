// One message opened: subject, colour, time and the HTML body (sanitized in the
// browser with DOMPurify). Used by the top bar's dropdown and by My Messages.
import { Box, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconMail } from '@tabler/icons-react';
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { messageColor, type Message } from '@/lib/messages';
import { sanitizeHtml } from '@/lib/sanitize';
import classes from './top-bar-widgets.module.css';

/** The message's HTML, sanitized; links inside the site open without a page reload. */
export function MessageBody({ html, onNavigate }: { html: string; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target === '_blank' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      onNavigate?.();
      void navigate(href);
    }
  };

  return (
    <div className={classes.messageBody} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

type MessageModalProps = {
  message: Message | null;
  onClose: () => void;
  /** Buttons beside Close (e.g. "Mark as unread"). */
  actions?: ReactNode;
};

/** A path inside the SPA (never another site). */
function internalPath(link: string | null | undefined): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

export function MessageModal({ message: current, onClose, actions }: MessageModalProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage ?? 'en';
  // Keeps the last message on screen while the modal fades out.
  const [message, setMessage] = useState(current);
  if (current && current !== message) setMessage(current);
  const color = message ? messageColor(message) : 'primary';

  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      size="lg"
      radius="lg"
      padding="xl"
      centered
      title={
        message ? (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="xl" variant="light" color={color} aria-hidden>
              <IconMail size={20} stroke={1.7} />
            </ThemeIcon>
            <Box miw={0}>
              <Text fw={600} fz="lg" lh={1.3} className={classes.heading}>
                {message.subject}
              </Text>
              <Text size="xs" c="dimmed" mt={2}>
                <time dateTime={message.created_at} title={formatDateTime(message.created_at, language)}>
                  {formatDateTime(message.created_at, language)} · {formatRelativeTime(message.created_at, language)}
                </time>
              </Text>
            </Box>
          </Group>
        ) : null
      }
      closeButtonProps={{ 'aria-label': t('topbar.messages.close') }}
    >
      {message ? (
        <Stack gap="xl">
          <MessageBody html={message.body} onNavigate={onClose} />
          <Group justify="flex-end" gap="sm">
            {actions}
            {internalPath(message.link) ? (
              <>
                <Button variant="default" onClick={onClose}>
                  {t('topbar.messages.close')}
                </Button>
                <Button
                  rightSection={<IconArrowRight size={16} />}
                  onClick={() => {
                    const to = internalPath(message.link);
                    onClose();
                    if (to) void navigate(to);
                  }}
                >
                  {t('views.messages.openItem')}
                </Button>
              </>
            ) : (
              <Button onClick={onClose}>{t('topbar.messages.close')}</Button>
            )}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
