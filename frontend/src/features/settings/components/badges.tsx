// Role and status badges of the settings screens.
import { Badge, Group, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleLabel, roleLook } from './role-look';

export function RoleLabel({ role }: { role: string }) {
  const { t } = useTranslation();
  const { color, icon: RoleIcon } = roleLook(role);
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={26} radius="xl" variant="light" color={color}>
        <RoleIcon size={15} stroke={1.8} />
      </ThemeIcon>
      <span>{roleLabel(t, role)}</span>
    </Group>
  );
}

const STATUS_COLOR: Record<string, string> = { active: 'success', inactive: 'warning' };

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="light" tt="none">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
