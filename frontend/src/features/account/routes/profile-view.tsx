// /pages/profile: the current user's profile, read only (the template's
// profile page; the layout collapses the menu here). A cover with the
// picture, name and role, then the facts, with a way to Edit Profile.
import { Badge, Box, Button, Card, Center, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconLanguage, IconLock, IconPalette } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/routes';
import { isLanguage, LANGUAGES } from '@/lib/i18n';
import { effectiveMode, useThemeSettings } from '@/lib/theme-settings';
import { useProfile } from '../api/profile';
import { ProfileFacts } from '../components/profile-facts';
import { ProfilePending } from '../components/profile-pending';
import { SectionCard } from '@/components/ui/section-card';
import { UserAvatar } from '../components/user-avatar';
import classes from './profile-view.module.css';

export function ProfileViewRoute() {
  const { t, i18n } = useTranslation();
  const { query, profile } = useProfile();
  const theme = useThemeSettings();

  if (!profile) {
    return (
      <>
        <PageHeader route="profileView" />
        <ProfilePending query={query} />
      </>
    );
  }

  const role = t(`roles.${profile.role}`, { defaultValue: profile.role });
  // The language saved with the account; the one on screen while the server sends none.
  const languageCode = isLanguage(profile.language)
    ? profile.language
    : isLanguage(i18n.resolvedLanguage)
      ? i18n.resolvedLanguage
      : 'en';
  const languageName = LANGUAGES.find((l) => l.code === languageCode)?.label ?? languageCode;

  return (
    <>
      <PageHeader route="profileView" />
      <Card padding={0} mb="lg">
        <Box className={classes.cover} />
        <Group className={classes.identity} justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Group gap="lg" align="flex-end" wrap="nowrap">
            <UserAvatar
              name={profile.name}
              avatar={profile.avatar}
              size={120}
              radius="md"
              fz={40}
              className={classes.avatar}
            />
            <Stack gap={6} pb={4}>
              <Title order={2} fz={24}>
                {profile.name}
              </Title>
              <Group gap="xs">
                <Badge variant="light" color="primary" tt="none">
                  {role}
                </Badge>
                <Text size="sm" c="dimmed">
                  {profile.email}
                </Text>
              </Group>
            </Stack>
          </Group>
          <Button component={Link} to={paths.account} leftSection={<IconEdit size={18} />}>
            {t('profile.view.edit')}
          </Button>
        </Group>
      </Card>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
          <SectionCard title={t('profile.view.about')}>
            <ProfileFacts profile={profile} />
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 7 }}>
          <SectionCard title={t('profile.view.shortcuts')} description={t('profile.view.shortcutsHint')}>
            <Stack gap="sm">
              <Shortcut
                to={`${paths.account}?tab=security`}
                icon={<IconLock size={20} stroke={1.6} />}
                title={t('profile.password.title')}
                text={t('profile.view.passwordHint')}
              />
              <Shortcut
                to={`${paths.account}?tab=appearance`}
                icon={<IconPalette size={20} stroke={1.6} />}
                title={t('profile.theme.title')}
                text={t('profile.view.themeSummary', {
                  layout: t(`profile.theme.layouts.${theme.layout}`),
                  mode: t(`profile.theme.modes.${effectiveMode(theme)}`),
                })}
              />
              <Shortcut
                to={paths.account}
                icon={<IconLanguage size={20} stroke={1.6} />}
                title={t('profile.language.title')}
                text={languageName}
              />
            </Stack>
          </SectionCard>
        </Grid.Col>
      </Grid>
    </>
  );
}

function Shortcut({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Card component={Link} to={to} withBorder shadow="none" padding="md" className={classes.shortcut}>
      <Group gap="md" wrap="nowrap">
        <Center className={classes.shortcutIcon}>{icon}</Center>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" c="var(--rh-heading-color)">
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
