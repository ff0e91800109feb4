// The top bar's bell: unread count, the newest messages, and a message opened
// in a modal, which marks it read and reloads the summary (spec section 4).
import { ActionIcon, Badge, Box, Button, Group, Indicator, Menu, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconBell, IconMailOpened } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/routes';
import { isUnread, messageColor, unreadBadge, useMarkMessageRead, useMessageSummary, type Message } from '@/lib/messages';
import { htmlToText } from '@/lib/sanitize';
import { MessageModal } from './message-view';
import { formatRelativeTime } from '@/lib/format';
import classes from './top-bar-widgets.module.css';

function MessageRow({ message, language }: { message: Message; language: string }) {
  const unread = isUnread(message);
  const color = messageColor(message);
  return (
    <Group gap={12} wrap="nowrap" align="flex-start" w="100%">
      <ThemeIcon size={38} radius="xl" variant="light" color={color} aria-hidden>
        <IconMailOpened size={18} stroke={1.7} />
      </ThemeIcon>
      <Box miw={0} style={{ flex: 1 }}>
        <Group gap={8} wrap="nowrap" justify="space-between">
          <Text size="sm" className={classes.messageSubject} truncate miw={0} style={{ flex: 1 }}>
            {message.subject}
          </Text>
          <Text size="xs" className={classes.messageTime}>
            {formatRelativeTime(message.created_at, language, undefined, 'short')}
          </Text>
        </Group>
        <Group gap={8} wrap="nowrap" justify="space-between" mt={2}>
          <Text size="xs" className={classes.messagePreview} lineClamp={1} miw={0} style={{ flex: 1 }}>
            {htmlToText(message.body)}
          </Text>
          {unread ? (
            <span
              className={classes.dot}
              style={{ '--dot-color': `var(--mantine-color-${color}-6)` } as CSSProperties}
              data-testid="unread-dot"
            />
          ) : null}
        </Group>
      </Box>
    </Group>
  );
}

export function MessagesDropdown({ enabled = true }: { enabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const summary = useMessageSummary({ enabled });
  const markRead = useMarkMessageRead();
  const [menuOpened, setMenuOpened] = useState(false);
  const [opened, setOpened] = useState<Message | null>(null);
  const unread = summary.data?.unread ?? 0;
  const messages = summary.data?.messages ?? [];

  const open = (message: Message) => {
    setOpened(message);
    if (isUnread(message)) markRead.mutate(message.id);
  };

  let list;
  if (summary.isPending) {
    list = (
      <Stack gap="md" p="md" aria-busy>
        {[0, 1, 2].map((i) => (
          <Group key={i} gap={12} wrap="nowrap">
            <Skeleton circle height={38} />
            <Box style={{ flex: 1 }}>
              <Skeleton height={10} width="70%" mb={8} />
              <Skeleton height={8} width="90%" />
            </Box>
          </Group>
        ))}
      </Stack>
    );
  } else if (summary.isError || messages.length === 0) {
    list = (
      <Stack align="center" gap={6} px="lg" py={28} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="primary" aria-hidden>
          <IconBell size={24} stroke={1.6} />
        </ThemeIcon>
        <Text fw={600} size="sm" className={classes.heading} mt={6}>
          {summary.isError ? t('topbar.messages.unavailable') : t('topbar.messages.empty')}
        </Text>
        <Text size="xs" c="dimmed" maw={260}>
          {summary.isError ? t('topbar.messages.unavailableHint') : t('topbar.messages.emptyHint')}
        </Text>
      </Stack>
    );
  } else {
    list = (
      <div className={classes.messageList}>
        {messages.map((message) => (
          <Menu.Item
            key={message.id}
            className={classes.messageItem}
            classNames={{ itemLabel: classes.messageItemLabel }}
            data-unread={isUnread(message) || undefined}
            onClick={() => open(message)}
            aria-label={
              isUnread(message) ? t('topbar.messages.openUnread', { subject: message.subject }) : message.subject
            }
          >
            <MessageRow message={message} language={language} />
          </Menu.Item>
        ))}
      </div>
    );
  }

  return (
    <>
      <Menu
        opened={menuOpened}
        onChange={setMenuOpened}
        position="bottom-end"
        width={380}
        offset={12}
        shadow="lg"
        radius="md"
        trapFocus
      >
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={40}
            radius="xl"
            className={classes.iconButton}
            aria-label={unread > 0 ? t('topbar.messages.buttonUnread', { count: unread }) : t('topbar.messages.button')}
          >
            <Indicator
              disabled={unread === 0}
              label={unreadBadge(unread)}
              size={18}
              offset={3}
              color="danger"
              classNames={{ indicator: classes.badge }}
              data-testid="messages-indicator"
            >
              <IconBell size={22} stroke={1.6} />
            </Indicator>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown className={classes.panel}>
          <div className={classes.panelHeader}>
            <Text className={classes.panelTitle}>{t('topbar.messages.title')}</Text>
            {unread > 0 ? (
              <Badge color="primary" variant="light" radius="sm">
                {t('topbar.messages.newCount', { count: unread })}
              </Badge>
            ) : null}
          </div>
          {list}
          <div className={classes.panelFooter}>
            <Button
              component={Link}
              to={paths.messages}
              onClick={() => setMenuOpened(false)}
              fullWidth
              rightSection={<IconArrowRight size={16} className={classes.flipRtl} />}
            >
              {t('topbar.messages.viewAll')}
            </Button>
          </div>
        </Menu.Dropdown>
      </Menu>
      <MessageModal
        message={opened}
        onClose={() => setOpened(null)}
        actions={
          <Button variant="default" component={Link} to={paths.messages} onClick={() => setOpened(null)}>
            {t('topbar.messages.viewAll')}
          </Button>
        }
      />
    </>
  );
}
