// /components/list-group: lists with badges, icons, an active and a disabled
// item, actionable items (a click selects), flush, avatars with two lines,
// and a horizontal list.
import { Avatar, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconCalendar, IconChevronRight, IconMail, IconMessage, IconSettings } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import classes from '../components/list-group.module.css';

function ListBox({ children, flush = false, horizontal = false, label }: { children: ReactNode; flush?: boolean; horizontal?: boolean; label: string }) {
  return (
    <ul className={classes.list} data-flush={flush || undefined} data-horizontal={horizontal || undefined} aria-label={label}>
      {children}
    </ul>
  );
}

function Row({ children, active = false, disabled = false }: { children: ReactNode; active?: boolean; disabled?: boolean }) {
  return (
    <li className={classes.item} data-active={active || undefined} data-disabled={disabled || undefined} aria-disabled={disabled || undefined}>
      {children}
    </li>
  );
}

const FOLDERS = [
  { key: 'inbox', icon: IconMail, count: 14, color: 'primary' },
  { key: 'messages', icon: IconMessage, count: 3, color: 'success' },
  { key: 'events', icon: IconCalendar, count: 8, color: 'warning' },
  { key: 'alerts', icon: IconBell, count: 21, color: 'danger' },
] as const;

const PEOPLE = [
  { name: 'Ana Lima', role: 'analyst', color: 'primary' },
  { name: 'Jonas Weber', role: 'auditor', color: 'success' },
  { name: 'Claire Martin', role: 'owner', color: 'info' },
  { name: 'Kenji Sato', role: 'engineer', color: 'warning' },
] as const;

export function ListGroupPage() {
  const { t } = useTranslation('template-components');
  const [selected, setSelected] = useState<string>('inbox');

  return (
    <TemplatePage route="tplListGroup" description={t('listGroup.description')}>
      <ExampleGrid>
        <ExampleCard title={t('listGroup.basic.title')} description={t('listGroup.basic.description')}>
          <ListBox label={t('listGroup.basic.title')}>
            <Row active>{t('listGroup.items.one')}</Row>
            <Row>{t('listGroup.items.two')}</Row>
            <Row>{t('listGroup.items.three')}</Row>
            <Row disabled>{t('listGroup.items.four')}</Row>
            <Row>{t('listGroup.items.five')}</Row>
          </ListBox>
        </ExampleCard>

        <ExampleCard title={t('listGroup.badges.title')} description={t('listGroup.badges.description')}>
          <ListBox label={t('listGroup.badges.title')}>
            {FOLDERS.map(({ key, icon: Icon, count, color }) => (
              <Row key={key}>
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <Icon size={18} stroke={1.7} />
                    <Text size="sm">{t(`listGroup.folders.${key}`)}</Text>
                  </Group>
                  <Badge color={color} variant="light" radius="xl">
                    {count}
                  </Badge>
                </Group>
              </Row>
            ))}
          </ListBox>
        </ExampleCard>

        <ExampleCard title={t('listGroup.actionable.title')} description={t('listGroup.actionable.description')} testId="list-actionable">
          <ul className={classes.list} aria-label={t('listGroup.actionable.title')}>
            {FOLDERS.map(({ key, icon: Icon }) => (
              <li key={key} className={classes.item} data-active={selected === key || undefined} style={{ padding: 0 }}>
                <UnstyledButton className={classes.action} onClick={() => setSelected(key)} aria-current={selected === key ? 'true' : undefined}>
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="sm" wrap="nowrap">
                      <Icon size={18} stroke={1.7} />
                      <Text size="sm" inherit>
                        {t(`listGroup.folders.${key}`)}
                      </Text>
                    </Group>
                    <IconChevronRight size={16} className={classes.chevron} />
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </ul>
          <Text size="sm" c="dimmed" mt="sm" role="status">
            {t('listGroup.actionable.selected', { item: t(`listGroup.folders.${selected}`) })}
          </Text>
        </ExampleCard>

        <ExampleCard title={t('listGroup.flush.title')} description={t('listGroup.flush.description')} flush>
          <ListBox flush label={t('listGroup.flush.title')}>
            {(['one', 'two', 'three', 'five'] as const).map((k) => (
              <Row key={k}>
                <Group justify="space-between">
                  <Text size="sm">{t(`listGroup.items.${k}`)}</Text>
                  <IconSettings size={16} color="var(--mantine-color-dimmed)" />
                </Group>
              </Row>
            ))}
          </ListBox>
        </ExampleCard>

        <ExampleCard title={t('listGroup.avatars.title')} description={t('listGroup.avatars.description')}>
          <ListBox label={t('listGroup.avatars.title')}>
            {PEOPLE.map((person) => (
              <Row key={person.name}>
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <Avatar name={person.name} color={person.color} radius="xl" />
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {person.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`listGroup.roles.${person.role}`)}
                      </Text>
                    </Stack>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('listGroup.avatars.online')}
                  </Text>
                </Group>
              </Row>
            ))}
          </ListBox>
        </ExampleCard>

        <ExampleCard title={t('listGroup.horizontal.title')} description={t('listGroup.horizontal.description')}>
          <Paper>
            <ListBox horizontal label={t('listGroup.horizontal.title')}>
              <Row active>{t('listGroup.items.one')}</Row>
              <Row>{t('listGroup.items.two')}</Row>
              <Row>{t('listGroup.items.three')}</Row>
              <Row disabled>{t('listGroup.items.four')}</Row>
            </ListBox>
          </Paper>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
