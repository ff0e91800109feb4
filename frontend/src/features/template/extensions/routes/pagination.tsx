// /extensions/pagination: a paged table with page size, jump to page and the
// total; a card grid with Mantine Pagination's variants (sizes, colours,
// edges, rounded); and a "load more" list that grows by a page at a time.
import { Avatar, Badge, Button, Card, Group, NumberInput, Pagination, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnTableRows, type TableColumn } from '../../components/column-table';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { PersonCell } from '../../components/person-cell';
import { samplePeople, STATUS_COLOR, type Person } from '../components/sample-data';
import { pageCount, pageRange, pageSlice } from '../lib/pages-of';

const PEOPLE = samplePeople(95);
const SIZES = ['5', '10', '20', '50'];

export function PaginationPage() {
  const { t } = useTranslation('template-extensions');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [jump, setJump] = useState<number | string>('');
  const [gridPage, setGridPage] = useState(1);
  const [shownCount, setShownCount] = useState(6);

  const pages = pageCount(PEOPLE.length, size);
  const rows = pageSlice(PEOPLE, page, size);
  const range = pageRange(PEOPLE.length, page, size);
  const grid = useMemo(() => pageSlice(PEOPLE, gridPage, 6), [gridPage]);

  const columns: TableColumn<Person>[] = [
    { key: 'id', header: '#', cell: (person) => person.id },
    { key: 'name', header: t('data.name'), cell: (person) => <PersonCell name={person.name} detail={person.email} /> },
    { key: 'department', header: t('data.department'), cell: (person) => t(`data.departments.${person.department}`) },
    {
      key: 'status',
      header: t('data.status'),
      cell: (person) => (
        <Badge variant="light" color={STATUS_COLOR[person.status]}>
          {t(`data.statuses.${person.status}`)}
        </Badge>
      ),
    },
  ];

  const go = () => {
    const target = Number(jump);
    if (Number.isInteger(target) && target >= 1 && target <= pages) setPage(target);
    setJump('');
  };

  return (
    <TemplatePage route="tplExtPagination" description={t('pagination.description')}>
      <Stack gap="lg">
        <ExampleCard title={t('pagination.tableTitle')} description={t('pagination.tableHint')} flush testId="paged-table">
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
              <ColumnTableRows columns={columns} rows={rows} />
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" px="lg" py="md" gap="md">
            <Group gap="sm">
              <Text size="sm" c="dimmed" data-testid="page-range">
                {t('pagination.showing', { from: range.from, to: range.to, total: PEOPLE.length })}
              </Text>
              <Select
                size="xs"
                w={80}
                data={SIZES}
                value={String(size)}
                allowDeselect={false}
                aria-label={t('pagination.pageSize')}
                onChange={(value) => {
                  const next = Number(value ?? 10);
                  setSize(next);
                  setPage((current) => Math.min(current, pageCount(PEOPLE.length, next)));
                }}
              />
              <Text size="sm" c="dimmed">
                {t('pagination.perPage')}
              </Text>
            </Group>
            <Group gap="sm">
              <Pagination value={page} onChange={setPage} total={pages} size="sm" siblings={1} withEdges getControlProps={(control) => ({ 'aria-label': t(`pagination.controls.${control}`) })} />
              <Group gap={4}>
                <NumberInput
                  size="xs"
                  w={70}
                  min={1}
                  max={pages}
                  value={jump}
                  onChange={setJump}
                  placeholder={String(page)}
                  aria-label={t('pagination.jump')}
                  hideControls
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') go();
                  }}
                />
                <Button size="xs" variant="light" onClick={go} rightSection={<IconArrowRight size={14} />}>
                  {t('pagination.go')}
                </Button>
              </Group>
            </Group>
          </Group>
        </ExampleCard>

        <ExampleGrid>
          <ExampleCard title={t('pagination.gridTitle')} description={t('pagination.gridHint')}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
                {grid.map((person) => (
                  <Card key={person.id} withBorder radius="md" padding="sm">
                    <Stack gap={6} align="center">
                      <Avatar name={person.name} color="initials" radius="xl" />
                      <Text size="sm" fw={600} ta="center" lineClamp={1}>
                        {person.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`data.departments.${person.department}`)}
                      </Text>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
              <Group justify="center">
                <Pagination value={gridPage} onChange={setGridPage} total={pageCount(PEOPLE.length, 6)} radius="xl" color="success" siblings={0} boundaries={1} />
              </Group>
            </Stack>
          </ExampleCard>

          <ExampleCard title={t('pagination.variantsTitle')} description={t('pagination.variantsHint')}>
            <Stack gap="md">
              <Pagination total={10} defaultValue={3} size="xs" />
              <Pagination total={10} defaultValue={4} color="danger" radius="xl" />
              <Pagination total={20} defaultValue={10} withEdges color="info" size="sm" />
              <Pagination total={8} defaultValue={2} withControls={false} color="warning" size="lg" />
              <Pagination total={5} defaultValue={1} disabled />
            </Stack>
          </ExampleCard>
        </ExampleGrid>

        <ExampleCard title={t('pagination.moreTitle')} description={t('pagination.moreHint')} testId="load-more">
          <Stack gap="xs">
            {PEOPLE.slice(0, shownCount).map((person) => (
              <Group key={person.id} justify="space-between" wrap="nowrap" className="load-more-row">
                <Group gap="sm" wrap="nowrap">
                  <Avatar name={person.name} color="initials" size="sm" radius="xl" />
                  <Text size="sm">{person.name}</Text>
                </Group>
                <Badge variant="light" color={STATUS_COLOR[person.status]}>
                  {t(`data.statuses.${person.status}`)}
                </Badge>
              </Group>
            ))}
            <Group justify="space-between" mt="sm">
              <Text size="sm" c="dimmed">
                {t('pagination.loaded', { shown: Math.min(shownCount, PEOPLE.length), total: PEOPLE.length })}
              </Text>
              <Button variant="light" disabled={shownCount >= PEOPLE.length} onClick={() => setShownCount((count) => count + 6)}>
                {shownCount >= PEOPLE.length ? t('pagination.allLoaded') : t('pagination.loadMore')}
              </Button>
            </Group>
          </Stack>
        </ExampleCard>
      </Stack>
    </TemplatePage>
  );
}
