// /extra-components/avatar: sizes, initials, icons, colours, variants,
// radius, status dots and groups with a "+N".
import { Avatar, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBuilding, IconShieldCheck, IconStar, IconUser, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { StatusAvatar, type Presence } from '../components/status-avatar';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'gray'] as const;
const RADII = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const PEOPLE = ['Ana Costa', 'Ben Wagner', 'Chloé Martin', 'David Silva', 'Emma Schulz', 'Farid Haddad', 'Grace Lee', 'Hugo Petit', 'Inês Rocha'];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function AvatarGroup({ names, max, size = 'md' }: { names: readonly string[]; max: number; size?: string }) {
  const { t } = useTranslation('template-ui-kit');
  const shown = names.slice(0, max);
  const rest = names.slice(max);
  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      <Avatar.Group spacing="xs">
        {shown.map((name, i) => (
          <Tooltip key={name} label={name} withArrow>
            <Avatar size={size} color={COLORS[i % COLORS.length]} radius="50%" aria-label={name}>
              {initials(name)}
            </Avatar>
          </Tooltip>
        ))}
        {rest.length > 0 ? (
          <Tooltip label={rest.join(', ')} withArrow>
            <Avatar size={size} radius="50%" aria-label={t('avatar.more', { n: rest.length })}>
              +{rest.length}
            </Avatar>
          </Tooltip>
        ) : null}
      </Avatar.Group>
    </Tooltip.Group>
  );
}

export function AvatarPage() {
  const { t } = useTranslation('template-ui-kit');
  const statuses: Presence[] = ['online', 'away', 'busy', 'offline'];
  return (
    <TemplatePage route="tplAvatar" description={t('avatar.description')}>
      <ExampleGrid>
        <ExampleCard title={t('avatar.sizes.title')} description={t('avatar.sizes.description')}>
          <Group gap="md" align="flex-end">
            {SIZES.map((size) => (
              <Stack key={size} gap={4} align="center">
                <Avatar size={size} color="primary" radius="50%">
                  RH
                </Avatar>
                <Text size="xs" c="dimmed">
                  {size}
                </Text>
              </Stack>
            ))}
            <Stack gap={4} align="center">
              <Avatar size={72} color="primary" radius="50%">
                RH
              </Avatar>
              <Text size="xs" c="dimmed">
                72px
              </Text>
            </Stack>
          </Group>
        </ExampleCard>
        <ExampleCard title={t('avatar.initials.title')} description={t('avatar.initials.description')}>
          <Group gap="sm">
            {PEOPLE.slice(0, 6).map((name, i) => (
              <Tooltip key={name} label={name}>
                <Avatar color={COLORS[i % COLORS.length]} radius="50%" size="lg" aria-label={name}>
                  {initials(name)}
                </Avatar>
              </Tooltip>
            ))}
            <Avatar name="Jules Moreau" color="initials" radius="50%" size="lg" />
          </Group>
        </ExampleCard>
        <ExampleCard title={t('avatar.icons.title')} description={t('avatar.icons.description')}>
          <Group gap="sm">
            <Avatar radius="50%" size="lg" aria-label={t('avatar.icons.placeholder')} />
            {(
              [
                [IconUser, 'primary'],
                [IconUsers, 'success'],
                [IconStar, 'warning'],
                [IconShieldCheck, 'info'],
                [IconBuilding, 'danger'],
              ] as const
            ).map(([Icon, color]) => (
              <Avatar key={color} color={color} radius="50%" size="lg">
                <Icon size={22} stroke={1.7} />
              </Avatar>
            ))}
          </Group>
        </ExampleCard>
        <ExampleCard title={t('avatar.variants.title')} description={t('avatar.variants.description')}>
          <Stack gap="sm">
            {(['filled', 'light', 'outline'] as const).map((variant) => (
              <Group key={variant} gap="sm">
                <Text size="sm" w={70} c="dimmed">
                  {t(`avatar.variants.${variant}`)}
                </Text>
                {COLORS.map((color) => (
                  <Avatar key={color} variant={variant} color={color} radius="50%">
                    {t(`colorNames.${color}`).slice(0, 2)}
                  </Avatar>
                ))}
              </Group>
            ))}
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('avatar.status.title')} description={t('avatar.status.description')}>
          <Group gap="xl">
            {statuses.map((status, i) => (
              <Stack key={status} gap={6} align="center">
                <StatusAvatar
                  status={status}
                  label={`${PEOPLE[i]}: ${t(`avatar.status.${status}`)}`}
                  color={COLORS[i]}
                  radius="50%"
                  size="lg"
                >
                  {initials(PEOPLE[i]!)}
                </StatusAvatar>
                <Text size="xs" c="dimmed">
                  {t(`avatar.status.${status}`)}
                </Text>
              </Stack>
            ))}
          </Group>
        </ExampleCard>
        <ExampleCard title={t('avatar.radius.title')} description={t('avatar.radius.description')}>
          <Group gap="md">
            {RADII.map((radius, i) => (
              <Stack key={radius} gap={4} align="center">
                <Avatar radius={radius} size="lg" color={COLORS[i]} variant="light">
                  {initials(PEOPLE[i]!)}
                </Avatar>
                <Text size="xs" c="dimmed">
                  {radius}
                </Text>
              </Stack>
            ))}
            <Stack gap={4} align="center">
              <Avatar radius={0} size="lg" color="dark" variant="light">
                {initials(PEOPLE[5]!)}
              </Avatar>
              <Text size="xs" c="dimmed">
                0
              </Text>
            </Stack>
            <Stack gap={4} align="center">
              <Avatar radius="50%" size="lg" color="primary" variant="filled">
                {initials(PEOPLE[6]!)}
              </Avatar>
              <Text size="xs" c="dimmed">
                50%
              </Text>
            </Stack>
          </Group>
        </ExampleCard>
        <ExampleCard title={t('avatar.groups.title')} description={t('avatar.groups.description')}>
          <Stack gap="md">
            <Group justify="space-between">
              <Text size="sm">{t('avatar.groups.team')}</Text>
              <AvatarGroup names={PEOPLE} max={4} />
            </Group>
            <Group justify="space-between">
              <Text size="sm">{t('avatar.groups.reviewers')}</Text>
              <AvatarGroup names={PEOPLE.slice(0, 3)} max={3} size="sm" />
            </Group>
            <Group justify="space-between">
              <Text size="sm">{t('avatar.groups.watchers')}</Text>
              <AvatarGroup names={PEOPLE} max={6} size="lg" />
            </Group>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('avatar.withText.title')} description={t('avatar.withText.description')}>
          <Stack gap="md">
            {PEOPLE.slice(0, 3).map((name, i) => (
              <Group key={name} gap="sm" wrap="nowrap">
                <StatusAvatar status={statuses[i]!} label={`${name}: ${t(`avatar.status.${statuses[i]!}`)}`} color={COLORS[i]} radius="50%">
                  {initials(name)}
                </StatusAvatar>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`avatar.withText.role${i + 1}`)}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
