// /tables/reactstrap: plain tables (the route keeps the template's name):
// basic, striped, bordered, hover, dark head, small, responsive, with row
// colours by state, and with avatars, badges and actions.
import { ActionIcon, Avatar, Badge, Group, Menu, Progress, Table, Text } from '@mantine/core';
import { IconDots, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { StatusBadge } from '../components/table-parts';
import { useFormats } from '../components/use-formats';
import { samplePeople, type Person } from '../lib/sample-people';

const PEOPLE = samplePeople(6, 3);
const WIDE = samplePeople(4, 11);
const PROJECTS = [
  { key: 'gdpr', progress: 82, color: 'success', state: 'success' },
  { key: 'iso', progress: 45, color: 'info', state: 'info' },
  { key: 'vendor', progress: 28, color: 'warning', state: 'warning' },
  { key: 'breach', progress: 12, color: 'danger', state: 'danger' },
  { key: 'bcp', progress: 64, color: 'primary', state: 'primary' },
] as const;

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

function Simple({ rows, t }: { rows: Person[]; t: (key: string) => string }) {
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          <Table.Th>{t('tables.columns.name')}</Table.Th>
          <Table.Th>{t('tables.columns.role')}</Table.Th>
          <Table.Th>{t('tables.columns.office')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((person) => (
          <Table.Tr key={person.id}>
            <Table.Td>{person.id}</Table.Td>
            <Table.Td>{person.name}</Table.Td>
            <Table.Td>{t(`tables.roles.${person.role}`)}</Table.Td>
            <Table.Td>{person.office}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}

export function TablesReactstrapPage() {
  const { t } = useTranslation('template-forms');
  const formats = useFormats();
  const [people, setPeople] = useState(PEOPLE);
  const rows = PEOPLE.slice(0, 4);

  return (
    <TemplatePage route="tplTablesReactstrap" description={t('plainTables.intro')}>
      <ExampleGrid>
        <ExampleCard title={t('plainTables.basic')} description={t('plainTables.basicHint')} flush>
          <Table verticalSpacing="sm" horizontalSpacing="lg">
            <Simple rows={rows} t={t} />
          </Table>
        </ExampleCard>
        <ExampleCard title={t('plainTables.striped')} description={t('plainTables.stripedHint')} flush>
          <Table striped verticalSpacing="sm" horizontalSpacing="lg">
            <Simple rows={rows} t={t} />
          </Table>
        </ExampleCard>
        <ExampleCard title={t('plainTables.bordered')} description={t('plainTables.borderedHint')}>
          <Table withTableBorder withColumnBorders verticalSpacing="sm">
            <Simple rows={rows} t={t} />
          </Table>
        </ExampleCard>
        <ExampleCard title={t('plainTables.hover')} description={t('plainTables.hoverHint')} flush>
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="lg">
            <Simple rows={rows} t={t} />
          </Table>
        </ExampleCard>
        <ExampleCard title={t('plainTables.darkHead')} description={t('plainTables.darkHeadHint')} flush>
          <Table verticalSpacing="sm" horizontalSpacing="lg" styles={{ thead: { background: 'var(--mantine-color-dark-7)' }, th: { color: 'var(--mantine-color-white)' } }}>
            <Simple rows={rows} t={t} />
          </Table>
        </ExampleCard>
        <ExampleCard title={t('plainTables.small')} description={t('plainTables.smallHint')} flush>
          <Table verticalSpacing={4} horizontalSpacing="lg" fz="xs" striped>
            <Simple rows={PEOPLE} t={t} />
          </Table>
        </ExampleCard>
      </ExampleGrid>
      <ExampleGrid cols={1}>
        <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
          <ExampleCard title={t('plainTables.responsive')} description={t('plainTables.responsiveHint')} flush>
            <Table.ScrollContainer minWidth={1000}>
              <Table verticalSpacing="sm" horizontalSpacing="lg" style={{ whiteSpace: 'nowrap' }}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>{t('tables.columns.name')}</Table.Th>
                    <Table.Th>{t('tables.columns.email')}</Table.Th>
                    <Table.Th>{t('tables.columns.role')}</Table.Th>
                    <Table.Th>{t('tables.columns.office')}</Table.Th>
                    <Table.Th>{t('tables.columns.startDate')}</Table.Th>
                    <Table.Th>{t('tables.columns.salary')}</Table.Th>
                    <Table.Th>{t('tables.columns.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {WIDE.map((person) => (
                    <Table.Tr key={person.id}>
                      <Table.Td>{person.id}</Table.Td>
                      <Table.Td>{person.name}</Table.Td>
                      <Table.Td>{person.email}</Table.Td>
                      <Table.Td>{t(`tables.roles.${person.role}`)}</Table.Td>
                      <Table.Td>{person.office}</Table.Td>
                      <Table.Td>{formats.date(person.startDate)}</Table.Td>
                      <Table.Td>{formats.money(person.salary)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={person.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </ExampleCard>
        </div>
      </ExampleGrid>
      <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        <ExampleGrid>
          <ExampleCard title={t('plainTables.contextual')} description={t('plainTables.contextualHint')} flush>
            <Table verticalSpacing="sm" horizontalSpacing="lg">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('plainTables.project')}</Table.Th>
                  <Table.Th>{t('plainTables.progress')}</Table.Th>
                  <Table.Th>{t('plainTables.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {PROJECTS.map((project) => (
                  <Table.Tr key={project.key} bg={`var(--mantine-color-${project.color}-light)`}>
                    <Table.Td fw={500}>{t(`plainTables.projects.${project.key}`)}</Table.Td>
                    <Table.Td w="35%">
                      <Progress value={project.progress} color={project.color} size="sm" aria-label={t('plainTables.progress')} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={`var(--mantine-color-${project.color}-text)`} fw={600}>
                        {t(`plainTables.states.${project.state}`)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ExampleCard>
          <ExampleCard title={t('plainTables.rich')} description={t('plainTables.richHint')} flush>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('tables.columns.name')}</Table.Th>
                    <Table.Th>{t('tables.columns.status')}</Table.Th>
                    <Table.Th ta="end">{t('plainTables.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {people.map((person) => (
                    <Table.Tr key={person.id}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <Avatar size={34} radius="xl" color="initials" name={person.name}>
                            {initials(person.name)}
                          </Avatar>
                          <div>
                            <Text size="sm" fw={500}>
                              {person.name}
                            </Text>
                            <Group gap={6} wrap="nowrap">
                              <Badge variant="outline" color="gray" tt="none" size="xs">
                                {t(`tables.roles.${person.role}`)}
                              </Badge>
                              <Text size="xs" c="dimmed">
                                {person.office}
                              </Text>
                            </Group>
                          </div>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={person.status} />
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <ActionIcon variant="subtle" color="gray" aria-label={t('plainTables.view', { name: person.name })}>
                            <IconEye size={16} />
                          </ActionIcon>
                          <Menu position="bottom-end" withinPortal>
                            <Menu.Target>
                              <ActionIcon variant="subtle" color="gray" aria-label={t('plainTables.more', { name: person.name })}>
                                <IconDots size={16} />
                              </ActionIcon>
                            </Menu.Target>
                            <Menu.Dropdown>
                              <Menu.Item leftSection={<IconEdit size={14} />}>{t('plainTables.edit')}</Menu.Item>
                              <Menu.Item color="danger" leftSection={<IconTrash size={14} />} onClick={() => setPeople(people.filter((p) => p.id !== person.id))}>
                                {t('plainTables.remove')}
                              </Menu.Item>
                            </Menu.Dropdown>
                          </Menu>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </ExampleCard>
        </ExampleGrid>
      </div>
    </TemplatePage>
  );
}
