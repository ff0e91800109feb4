// /components/pill-badges: rounded badges in colours and variants, with an
// avatar, and removable pills (with a way to bring them back).
import { Avatar, Badge, Button, CloseButton, Group, Pill, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { colorLabel } from '../components/color-label';
import { THEME_COLORS } from '../lib/demo';

const TAGS = ['react', 'rust', 'security', 'audit', 'compliance'] as const;
const PEOPLE = [
  { name: 'Ana Lima', color: 'primary' },
  { name: 'Jonas Weber', color: 'success' },
  { name: 'Claire Martin', color: 'danger' },
  { name: 'Kenji Sato', color: 'info' },
] as const;

export function PillBadgesPage() {
  const { t } = useTranslation('template-components');
  const [tags, setTags] = useState<string[]>([...TAGS]);
  const [people, setPeople] = useState<string[]>(PEOPLE.map((p) => p.name));

  return (
    <TemplatePage route="tplPillBadges" description={t('pillBadges.description')}>
      <ExampleGrid>
        {(['filled', 'light', 'outline'] as const).map((variant) => (
          <ExampleCard key={variant} title={t(`common.variants.${variant}`)} description={t('pillBadges.variant', { variant: t(`common.variants.${variant}`) })}>
            <Group gap="xs">
              {THEME_COLORS.map((color) => (
                <Badge key={color} color={color} variant={variant} radius="xl" size="lg" tt="none">
                  {colorLabel(t, color)}
                </Badge>
              ))}
            </Group>
          </ExampleCard>
        ))}

        <ExampleCard title={t('pillBadges.avatars.title')} description={t('pillBadges.avatars.description')}>
          <Group gap="xs">
            {PEOPLE.map((person) => (
              <Badge
                key={person.name}
                color={person.color}
                variant="light"
                radius="xl"
                size="xl"
                tt="none"
                pl={3}
                leftSection={<Avatar name={person.name} color={person.color} variant="filled" size={24} radius="xl" />}
              >
                {person.name}
              </Badge>
            ))}
          </Group>
        </ExampleCard>

        <ExampleCard title={t('pillBadges.removable.title')} description={t('pillBadges.removable.description')} testId="pill-removable">
          <Stack gap="sm">
            <Pill.Group>
              {tags.map((tag) => (
                <Pill key={tag} size="md" withRemoveButton onRemove={() => setTags((list) => list.filter((x) => x !== tag))} removeButtonProps={{ 'aria-label': t('pillBadges.removable.remove', { tag: t(`pillBadges.tags.${tag}`) }), 'aria-hidden': false, tabIndex: 0 }}>
                  {t(`pillBadges.tags.${tag}`)}
                </Pill>
              ))}
            </Pill.Group>
            {tags.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('pillBadges.removable.empty')}
              </Text>
            ) : null}
            <Group>
              <Button size="xs" variant="light" onClick={() => setTags([...TAGS])} disabled={tags.length === TAGS.length}>
                {t('pillBadges.removable.reset')}
              </Button>
            </Group>
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('pillBadges.people.title')} description={t('pillBadges.people.description')}>
          <Group gap="xs">
            {PEOPLE.filter((p) => people.includes(p.name)).map((person) => (
              <Badge
                key={person.name}
                color={person.color}
                variant="outline"
                radius="xl"
                size="xl"
                tt="none"
                pl={3}
                pr={3}
                leftSection={<Avatar name={person.name} color={person.color} size={24} radius="xl" />}
                rightSection={<CloseButton size="xs" radius="xl" aria-label={t('pillBadges.people.remove', { name: person.name })} onClick={() => setPeople((list) => list.filter((n) => n !== person.name))} />}
              >
                {person.name}
              </Badge>
            ))}
            {people.length < PEOPLE.length ? (
              <Button size="compact-sm" variant="subtle" radius="xl" onClick={() => setPeople(PEOPLE.map((p) => p.name))}>
                {t('pillBadges.removable.reset')}
              </Button>
            ) : null}
          </Group>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
