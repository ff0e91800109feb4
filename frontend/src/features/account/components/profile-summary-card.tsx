// The left card of Edit Profile: picture, name and role, the account's facts,
// and the way to the read-only profile view.
import { Badge, Button, Card, Divider, Stack, Text, Title } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/routes';
import type { Profile } from '../api/profile';
import { ProfileFacts } from './profile-facts';
import { UserAvatar } from './user-avatar';

export function ProfileSummaryCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <Card padding="lg">
      <Stack align="center" gap={6} pt="md">
        <UserAvatar name={profile.name} avatar={profile.avatar} size={112} radius="md" fz={38} />
        <Title order={2} fz={20} mt="sm" ta="center">
          {profile.name}
        </Title>
        <Badge variant="light" color="primary" tt="none">
          {t(`roles.${profile.role}`, { defaultValue: profile.role })}
        </Badge>
      </Stack>
      <Divider my="lg" label={t('profile.facts.title')} labelPosition="left" />
      <ProfileFacts profile={profile} />
      <Button component={Link} to={paths.profileView} variant="light" fullWidth mt="xl" leftSection={<IconId size={18} />}>
        {t('profile.viewProfile')}
      </Button>
      <Text size="xs" c="dimmed" ta="center" mt="sm">
        {t('profile.adminNote')}
      </Text>
    </Card>
  );
}
