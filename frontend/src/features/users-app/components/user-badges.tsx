// The users app's small pieces: the avatar (initials when there is no
// picture), the status badge (spec section 4 colours) and the role label.
import { Avatar, Badge, Group, Text, type AvatarProps } from '@mantine/core';
import { IconCrown, IconUser, IconUserCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { initials } from '@/lib/format';
import type { DemoUser } from '../api/users';
import { roleTone, userStatusTone } from '../lib/users';

export function UserAvatar({ user, ...props }: { user: Pick<DemoUser, 'name' | 'avatar' | 'role'> } & AvatarProps) {
  return (
    <Avatar src={user.avatar || null} alt={user.name} radius="xl" color={roleTone(user.role)} variant="light" {...props}>
      {initials(user.name)}
    </Avatar>
  );
}

export function UserStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={userStatusTone(status)} variant="light" tt="none" data-status={status}>
      {t(`usersApp.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

const ROLE_ICONS = { admin: IconCrown, staff: IconUserCog, user: IconUser } as const;

export function UserRole({ role }: { role: string }) {
  const { t } = useTranslation();
  const Icon = ROLE_ICONS[role as keyof typeof ROLE_ICONS] ?? IconUser;
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} stroke={1.8} color={`var(--mantine-color-${roleTone(role)}-6)`} aria-hidden />
      <Text size="sm">{t(`usersApp.roles.${role}`, { defaultValue: role })}</Text>
    </Group>
  );
}
