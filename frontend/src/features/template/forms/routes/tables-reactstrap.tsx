// /tables/reactstrap: plain tables (the route keeps the template's name):
// basic, striped, bordered, hover, dark head, small, responsive, with row
// colours by state, and with avatars, badges and actions.
import { ActionIcon, Badge, Group, Menu, Progress, Table, Text } from '@mantine/core';
import { IconDots, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnTableRows, type TableColumn } from '../../components/column-table';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { PersonCell } from '../../components/person-cell';
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

export function TablesReactstrapPage() {
  const { t } = useTranslation('template-forms');
  const formats = useFormats();
  const [people, setPeople] = useState(PEOPLE);
  const rows = PEOPLE.slice(0, 4);
  const column = {
    id: { key: 'id', header: '#', cell: (person) => person.id },
    name: { key: 'name', header: t('tables.columns.name'), cell: (person) => person.name },
    email: { key: 'email', header: t('tables.columns.email'), cell: (person) => person.email },
    role: { key: 'role', header: t('tables.columns.role'), cell: (person) => t(`tables.roles.${person.role}`) },
    office: { key: 'office', header: t('tables.columns.office'), cell: (person) => person.office },
    startDate: { key: 'startDate', header: t('tables.columns.startDate'), cell: (person) => formats.date(person.startDate) },
    salary: { key: 'salary', header: t('tables.columns.salary'), cell: (person) => formats.money(person.salary) },
    status: { key: 'status', header: t('tables.columns.status'), cell: (person) => <StatusBadge status={person.status} /> },
  } satisfies Record<string, TableColumn<Person>>;
  const simple = [column.id, column.name, column.role, column.office];
  const wide = [column.id, column.name, column.email, column.role, column.office, column.startDate, column.salary, column.status];
  const rich: TableColumn<Person>[] = [
    {
      key: 'name',
      header: t('tables.columns.name'),
      cell: (person) => (
        <PersonCell
          name={person.name}
          avatarSize={34}
          detail={
            <Group gap={6} wrap="nowrap">
              <Badge variant="outline" color="gray" tt="none" size="xs">
                {t(`tables.roles.${person.role}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {person.office}
              </Text>
            </Group>
          }
        />
      ),
    },
    column.status,
    {
      key: 'actions',
      header: t('plainTables.actions'),
      headerAlign: 'end',
      cell: (person) => (
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
      ),
    },
  ];

  return (
    <TemplatePage route="tplTablesReactstrap" description={t('plainTables.intro')}>
      <ExampleGrid>
        <ExampleCard title={t('plainTables.basic')} description={t('plainTables.basicHint')} flush>
          <Table verticalSpacing="sm" horizontalSpacing="lg">
            <ColumnTableRows columns={simple} rows={rows} />
          </Table>
        </ExampleCard>
        <ExampleCard title={t('plainTables.striped')} description={t('plainTables.stripedHint')} flush>
          <Table striped verticalSpacing="sm" horizontalSpacing="lg">
            <ColumnTableRows columns={simple} rows={rows} />
          </Table>
        </ExampleCard>
        <ExampleCard title={t('plainTables.bordered')} description={t('plainTables.borderedHint')}>
          <Table withTableBorder withColumnBorders verticalSpacing="sm">
            <ColumnTableRows columns={simple} rows={rows} />
          </Table>
        </ExampleCard>
        <ExampleCard title={t('plainTables.hover')} description={t('plainTables.hoverHint')} flush>
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="lg">
            <ColumnTableRows columns={simple} rows={rows} />
          </Table>
        </ExampleCard>
        <ExampleCard title={t('plainTables.darkHead')} description={t('plainTables.darkHeadHint')} flush>
          <Table verticalSpacing="sm" horizontalSpacing="lg" styles={{ thead: { background: 'var(--mantine-color-dark-7)' }, th: { color: 'var(--mantine-color-white)' } }}>
            <ColumnTableRows columns={simple} rows={rows} />
          </Table>
        </ExampleCard>
        <ExampleCard title={t('plainTables.small')} description={t('plainTables.smallHint')} flush>
          <Table verticalSpacing={4} horizontalSpacing="lg" fz="xs" striped>
            <ColumnTableRows columns={simple} rows={PEOPLE} />
          </Table>
        </ExampleCard>
      </ExampleGrid>
      <ExampleGrid cols={1}>
        <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
          <ExampleCard title={t('plainTables.responsive')} description={t('plainTables.responsiveHint')} flush>
            <Table.ScrollContainer minWidth={1000}>
              <Table verticalSpacing="sm" horizontalSpacing="lg" style={{ whiteSpace: 'nowrap' }}>
                <ColumnTableRows columns={wide} rows={WIDE} />
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
                <ColumnTableRows columns={rich} rows={people} />
              </Table>
            </Table.ScrollContainer>
          </ExampleCard>
        </ExampleGrid>
      </div>
    </TemplatePage>
  );
}
