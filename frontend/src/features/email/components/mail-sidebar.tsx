// The mail sidebar: the compose button, the folders with their unread (the
// draft folder: total) counts, and the labels.
import { Badge, Button, NavLink, Stack, Text } from '@mantine/core';
import {
  IconAlertOctagon,
  IconMail,
  IconPencil,
  IconSend,
  IconStar,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MailCounts } from '../api/mail';
import { FOLDERS, LABELS, pathOf, type Folder } from '../lib/mail';
import classes from './mail.module.css';

const FOLDER_ICONS: Record<Folder, Icon> = {
  inbox: IconMail,
  sent: IconSend,
  draft: IconPencil,
  starred: IconStar,
  spam: IconAlertOctagon,
  trash: IconTrash,
};

type MailSidebarProps = {
  filter: string;
  counts: MailCounts | undefined;
  onCompose: () => void;
};

/** The number beside a folder: its unread mails, or for drafts every one. */
function folderBadge(folder: Folder, counts: MailCounts | undefined): number {
  const count = counts?.folders[folder];
  if (!count) return 0;
  return folder === 'draft' ? count.total : count.unread;
}

export function MailSidebar({ filter, counts, onCompose }: MailSidebarProps) {
  const { t } = useTranslation();
  return (
    <nav className={classes.sidebar} aria-label={t('email.sidebarLabel')}>
      <Button fullWidth leftSection={<IconPencil size={18} />} onClick={onCompose} mb="md">
        {t('email.compose')}
      </Button>
      <Stack gap={2}>
        {FOLDERS.map((folder) => {
          const FolderIcon = FOLDER_ICONS[folder];
          const badge = folderBadge(folder, counts);
          return (
            <NavLink
              key={folder}
              component={Link}
              to={pathOf(folder)}
              active={filter === folder}
              className={classes.navLink}
              label={t(`email.folders.${folder}`)}
              leftSection={<FolderIcon size={18} stroke={1.7} />}
              rightSection={
                badge > 0 ? (
                  <Badge
                    size="sm"
                    variant="light"
                    color={folder === 'spam' ? 'danger' : folder === 'draft' ? 'warning' : 'primary'}
                    aria-label={t(folder === 'draft' ? 'email.countTotal' : 'email.countUnread', { count: badge })}
                  >
                    {badge}
                  </Badge>
                ) : null
              }
              data-testid={`mail-folder-${folder}`}
            />
          );
        })}
      </Stack>
      <Text className={classes.sectionTitle}>{t('email.labelsTitle')}</Text>
      <Stack gap={2}>
        {LABELS.map((label) => (
          <NavLink
            key={label.value}
            component={Link}
            to={pathOf(label.value)}
            active={filter === label.value}
            className={classes.navLink}
            label={t(`email.labels.${label.value}`)}
            leftSection={
              <span
                className={classes.dot}
                style={{ backgroundColor: `var(--mantine-color-${label.color}-6)` }}
                aria-hidden
              />
            }
            rightSection={
              counts?.labels[label.value]?.unread ? (
                <Text size="xs" c="dimmed">
                  {counts.labels[label.value]?.unread}
                </Text>
              ) : null
            }
          />
        ))}
      </Stack>
    </nav>
  );
}
