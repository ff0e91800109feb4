// /extra-components/chips: chip groups (one choice or several), closable
// pills with undo and restore, colours, variants, sizes, chips with avatars.
import { Avatar, Badge, Button, Chip, Group, Pill, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconBell, IconCheck, IconFlag, IconRestore, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const COLORS = ['primary', 'success', 'danger', 'warning', 'info', 'gray'] as const;
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const TAG_KEYS = ['finance', 'security', 'legal', 'operations', 'privacy', 'vendor'] as const;
const PEOPLE = [
  { name: 'Ana Costa', color: 'primary' },
  { name: 'Ben Wagner', color: 'success' },
  { name: 'Chloé Martin', color: 'warning' },
] as const;

export function ChipsPage() {
  const { t } = useTranslation('template-ui-kit');
  const [plan, setPlan] = useState('monthly');
  const [filters, setFilters] = useState<string[]>(['open', 'high']);
  const [tags, setTags] = useState<string[]>([...TAG_KEYS]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [people, setPeople] = useState<string[]>(PEOPLE.map((p) => p.name));

  const remove = (tag: string) => {
    setTags((list) => list.filter((x) => x !== tag));
    setRemoved((list) => [...list, tag]);
  };
  const undo = () => {
    const last = removed.at(-1);
    if (!last) return;
    setRemoved((list) => list.slice(0, -1));
    setTags((list) => TAG_KEYS.filter((k) => k === last || list.includes(k)));
  };
  const restore = () => {
    setTags([...TAG_KEYS]);
    setRemoved([]);
  };

  return (
    <TemplatePage route="tplChips" description={t('chips.description')}>
      <ExampleGrid>
        <ExampleCard title={t('chips.single.title')} description={t('chips.single.description')}>
          <Stack gap="sm">
            <Chip.Group multiple={false} value={plan} onChange={setPlan}>
              <Group gap="xs">
                {(['daily', 'weekly', 'monthly', 'yearly'] as const).map((p) => (
                  <Chip key={p} value={p}>
                    {t(`chips.single.${p}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Text size="sm" c="dimmed" data-testid="chosen-plan">
              {t('chips.chosen', { value: t(`chips.single.${plan}`) })}
            </Text>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('chips.multiple.title')} description={t('chips.multiple.description')}>
          <Stack gap="sm">
            <Chip.Group multiple value={filters} onChange={setFilters}>
              <Group gap="xs">
                {(['open', 'closed', 'high', 'medium', 'low'] as const).map((f) => (
                  <Chip key={f} value={f} variant="light" color="primary">
                    {t(`chips.multiple.${f}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Text size="sm" c="dimmed">
              {filters.length === 0
                ? t('chips.multiple.none')
                : t('chips.chosen', { value: filters.map((f) => t(`chips.multiple.${f}`)).join(', ') })}
            </Text>
          </Stack>
        </ExampleCard>
        <ExampleCard
          title={t('chips.closable.title')}
          description={t('chips.closable.description')}
        >
          <Stack gap="sm">
            <Pill.Group data-testid="closable-pills">
              {tags.map((tag) => (
                <Pill
                  key={tag}
                  size="md"
                  withRemoveButton
                  onRemove={() => remove(tag)}
                  removeButtonProps={{
                    'aria-label': t('chips.closable.remove', { name: t(`chips.tags.${tag}`) }),
                    'aria-hidden': false,
                    tabIndex: 0,
                  }}
                >
                  {t(`chips.tags.${tag}`)}
                </Pill>
              ))}
            </Pill.Group>
            {tags.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('chips.closable.empty')}
              </Text>
            ) : null}
            <Group gap="xs">
              <Button size="compact-sm" variant="light" leftSection={<IconArrowBackUp size={14} />} onClick={undo} disabled={removed.length === 0}>
                {t('chips.closable.undo')}
              </Button>
              <Button size="compact-sm" variant="subtle" leftSection={<IconRestore size={14} />} onClick={restore} disabled={removed.length === 0}>
                {t('chips.closable.restore')}
              </Button>
            </Group>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('chips.colors.title')} description={t('chips.colors.description')}>
          <Stack gap="sm">
            {(['filled', 'light', 'outline'] as const).map((variant) => (
              <Group key={variant} gap="xs">
                {COLORS.map((color) => (
                  <Chip key={color} defaultChecked variant={variant} color={color} size="sm">
                    {t(`colorNames.${color}`)}
                  </Chip>
                ))}
              </Group>
            ))}
            <Group gap="xs">
              {COLORS.map((color) => (
                <Badge key={color} color={color} variant="dot" size="lg" radius="xl">
                  {t(`colorNames.${color}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('chips.sizes.title')} description={t('chips.sizes.description')}>
          <Group gap="xs" align="center">
            {SIZES.map((size) => (
              <Chip key={size} size={size} defaultChecked={size === 'md'}>
                {size.toUpperCase()}
              </Chip>
            ))}
          </Group>
          <Group gap="xs" align="center" mt="md">
            {SIZES.map((size) => (
              <Pill key={size} size={size}>
                {size.toUpperCase()}
              </Pill>
            ))}
          </Group>
        </ExampleCard>
        <ExampleCard title={t('chips.avatars.title')} description={t('chips.avatars.description')}>
          <Stack gap="md">
            <Group gap="xs">
              {PEOPLE.filter((p) => people.includes(p.name)).map((p) => (
                <Badge
                  key={p.name}
                  size="xl"
                  radius="xl"
                  variant="light"
                  color={p.color}
                  tt="none"
                  fw={500}
                  pl={4}
                  leftSection={
                    <Avatar size={24} radius="50%" color={p.color} variant="filled">
                      {p.name.slice(0, 1)}
                    </Avatar>
                  }
                  rightSection={
                    <Button
                      variant="transparent"
                      color={p.color}
                      size="compact-xs"
                      px={2}
                      aria-label={t('chips.closable.remove', { name: p.name })}
                      onClick={() => setPeople((list) => list.filter((n) => n !== p.name))}
                    >
                      ×
                    </Button>
                  }
                >
                  {p.name}
                </Badge>
              ))}
              {people.length < PEOPLE.length ? (
                <Button size="compact-sm" variant="subtle" onClick={() => setPeople(PEOPLE.map((p) => p.name))}>
                  {t('chips.closable.restore')}
                </Button>
              ) : null}
            </Group>
            <Group gap="xs">
              <Chip defaultChecked icon={<IconStar size={14} />} color="warning" variant="light">
                {t('chips.avatars.favourite')}
              </Chip>
              <Chip defaultChecked icon={<IconBell size={14} />} color="info" variant="light">
                {t('chips.avatars.notify')}
              </Chip>
              <Chip icon={<IconFlag size={14} />} color="danger" variant="light">
                {t('chips.avatars.flag')}
              </Chip>
              <Chip defaultChecked icon={<IconCheck size={14} />} color="success">
                {t('chips.avatars.approved')}
              </Chip>
            </Group>
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
