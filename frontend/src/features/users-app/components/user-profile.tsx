// A sample user's profile: the header card (avatar, name, role, status),
// the details, the address and contact, the social links and the permissions
// table of spec section 6. Shared by /app/user/view and /pages/user/view
// (`variant` sets the look: the app's two columns, or the pages' cover).
import { Anchor, Badge, Box, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandSlack,
  IconBrandTwitter,
  IconCode,
  IconDiscountCheck,
  IconMail,
  IconMapPin,
  IconPhone,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { DemoUser } from '../api/users';
import { PermissionsTable } from './permissions-table';
import { UserAvatar, UserRole, UserStatusBadge } from './user-badges';
import classes from './user-profile.module.css';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text size="sm" component="div" mt={2}>
        {children || '—'}
      </Text>
    </div>
  );
}

const SOCIAL: readonly [keyof DemoUser['social_links'], Icon][] = [
  ['twitter', IconBrandTwitter],
  ['facebook', IconBrandFacebook],
  ['instagram', IconBrandInstagram],
  ['github', IconBrandGithub],
  ['codepen', IconCode],
  ['slack', IconBrandSlack],
];

export function UserProfile({ user, actions, cover = false }: { user: DemoUser; actions?: ReactNode; cover?: boolean }) {
  const { t, i18n } = useTranslation();
  const address = [user.location.add_line_1, user.location.add_line_2, user.location.city, user.location.state, user.location.post_code, user.location.country]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="lg" data-testid="user-profile">
      <Card padding={0}>
        {cover ? <Box className={classes.cover} aria-hidden /> : null}
        <Group justify="space-between" align="flex-end" p="lg" gap="md">
          <Group gap="lg" wrap="nowrap" align="flex-end">
            <UserAvatar
              user={user}
              size={cover ? 104 : 84}
              radius={cover ? 100 : 'md'}
              className={cover ? `${classes.ring} ${classes.overlap}` : undefined}
            />
            <div>
              <Group gap={8}>
                <Title order={2} fz={22}>
                  {user.name}
                </Title>
                {user.is_verified ? (
                  <IconDiscountCheck size={20} color="var(--mantine-color-primary-6)" aria-label={t('usersApp.fields.is_verified')} />
                ) : null}
              </Group>
              <Text c="dimmed" size="sm">
                @{user.username} · {user.company}
              </Text>
              <Group gap="sm" mt={8}>
                <UserRole role={user.role} />
                <UserStatusBadge status={user.status} />
              </Group>
            </div>
          </Group>
          {actions}
        </Group>
      </Card>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card padding="lg" h="100%">
            <Title order={3} fz={16} mb="md">
              {t('usersApp.view.information')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
              <Detail label={t('usersApp.fields.username')}>{user.username}</Detail>
              <Detail label={t('usersApp.fields.email')}>{user.email}</Detail>
              <Detail label={t('usersApp.fields.department')}>{t(`usersApp.departments.${user.department}`, { defaultValue: user.department })}</Detail>
              <Detail label={t('usersApp.fields.company')}>{user.company}</Detail>
              <Detail label={t('usersApp.fields.dob')}>{formatDate(user.dob, i18n.language)}</Detail>
              <Detail label={t('usersApp.fields.created_at')}>{formatDate(user.created_at, i18n.language)}</Detail>
              <Detail label={t('usersApp.fields.gender')}>{t(`usersApp.genders.${user.gender}`, { defaultValue: user.gender })}</Detail>
              <Detail label={t('usersApp.fields.country')}>{user.country}</Detail>
              <Detail label={t('usersApp.fields.languages_known')}>
                <Group gap={6}>
                  {user.languages_known.map((language) => (
                    <Badge key={language} variant="light" color="gray" tt="none">
                      {t(`usersApp.languages.${language}`, { defaultValue: language })}
                    </Badge>
                  ))}
                </Group>
              </Detail>
              <Detail label={t('usersApp.fields.is_verified')}>{t(user.is_verified ? 'usersApp.yes' : 'usersApp.no')}</Detail>
              <Detail label={t('usersApp.fields.website')}>
                {user.website ? (
                  <Anchor href={user.website} target="_blank" rel="noreferrer" size="sm">
                    {user.website.replace(/^https?:\/\//, '')}
                  </Anchor>
                ) : null}
              </Detail>
            </SimpleGrid>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg" h="100%">
            <Card padding="lg">
              <Title order={3} fz={16} mb="md">
                {t('usersApp.view.contact')}
              </Title>
              <Stack gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <IconMail size={18} stroke={1.6} aria-hidden />
                  <Text size="sm">{user.email}</Text>
                </Group>
                <Group gap="sm" wrap="nowrap">
                  <IconPhone size={18} stroke={1.6} aria-hidden />
                  <Text size="sm">{user.mobile}</Text>
                </Group>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <IconMapPin size={18} stroke={1.6} aria-hidden />
                  <Text size="sm">{address}</Text>
                </Group>
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    {t('usersApp.fields.contact_options')}:
                  </Text>
                  {user.contact_options.map((option) => (
                    <Badge key={option} size="sm" variant="dot" tt="none">
                      {t(`usersApp.contactOptions.${option}`, { defaultValue: option })}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            </Card>
            <Card padding="lg" style={{ flex: 1 }}>
              <Title order={3} fz={16} mb="md">
                {t('usersApp.view.social')}
              </Title>
              <Stack gap={10}>
                {SOCIAL.map(([key, SocialIcon]) => {
                  const value = user.social_links[key];
                  return (
                    <Group key={key} gap="sm" wrap="nowrap">
                      <SocialIcon size={18} stroke={1.6} aria-hidden />
                      <Text size="sm" w={90} c="dimmed">
                        {t(`usersApp.social.${key}`)}
                      </Text>
                      {value && value.startsWith('http') ? (
                        <Anchor href={value} target="_blank" rel="noreferrer" size="sm" truncate>
                          {value.replace(/^https?:\/\//, '')}
                        </Anchor>
                      ) : (
                        <Text size="sm">{value || '—'}</Text>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <Card padding={0}>
        <Box p="lg" pb="sm">
          <Title order={3} fz={16}>
            {t('usersApp.permissions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('usersApp.permissions.hint')}
          </Text>
        </Box>
        <PermissionsTable permissions={user.permissions} />
      </Card>
    </Stack>
  );
}
