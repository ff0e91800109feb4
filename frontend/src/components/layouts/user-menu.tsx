// Top-bar user menu: avatar with initials, name and role; Edit Profile,
// My Messages and Sign out.
import { Avatar, Box, Group, Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconMail, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/routes';
import { logout, useAuth, useUser } from '@/lib/auth';
import { initials } from '@/lib/format';
import classes from './user-menu.module.css';

/** Spec section 9: avatars default to 32px. */
function UserAvatar({ name, avatar, size = 32 }: { name: string; avatar?: string; size?: number }) {
  return (
    <Indicator color="success" position="bottom-end" size={10} offset={5} withBorder>
      <Avatar src={avatar || null} alt={name} size={size} radius="xl" color="primary" variant="light">
        {initials(name)}
      </Avatar>
    </Indicator>
  );
}

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user: storedUser } = useAuth();
  const { data } = useUser();
  const [signingOut, setSigningOut] = useState(false);
  const user = data ?? storedUser;
  if (!user) return null;
  const role = t(`roles.${user.role}`, { defaultValue: user.role });

  const signOut = async () => {
    setSigningOut(true);
    await logout();
    void navigate(paths.login, { replace: true });
  };

  return (
    <Menu position="bottom-end" width={240} offset={10}>
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={t('topbar.userMenu')}>
          <Group gap={10} wrap="nowrap">
            <Box className={classes.identity} ta="right">
              <Text size="sm" fw={600} lh={1.3} className={classes.name}>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.3}>
                {role}
              </Text>
            </Box>
            <UserAvatar name={user.name} avatar={user.avatar} />
            <IconChevronDown size={14} className={classes.chevron} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" p="sm" wrap="nowrap">
          <UserAvatar name={user.name} avatar={user.avatar} size={40} />
          <Box miw={0}>
            <Text size="sm" fw={600} truncate>
              {user.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email || role}
            </Text>
          </Box>
        </Group>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.account} leftSection={<IconUserCircle size={18} stroke={1.6} />}>
          {t('topbar.editProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.messages} leftSection={<IconMail size={18} stroke={1.6} />}>
          {t('topbar.myMessages')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="danger"
          leftSection={<IconLogout size={18} stroke={1.6} />}
          onClick={() => void signOut()}
          disabled={signingOut}
        >
          {t('topbar.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
