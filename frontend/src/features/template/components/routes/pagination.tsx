// /components/pagination: Mantine Pagination in sizes and colours, with
// first/last controls, siblings and boundaries, and one that pages a list.
import { Avatar, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { colorLabel } from '../components/color-label';
import { pageCount, pageOf, pageRange, SIZES } from '../lib/demo';

const NAMES = [
  'Ana Lima', 'Jonas Weber', 'Claire Martin', 'Kenji Sato', 'Maria Costa', 'Lukas Braun', 'Sophie Durand', 'Pedro Alves',
  'Emma Fischer', 'Hugo Bernard', 'Inês Rocha', 'Felix Wagner', 'Léa Petit', 'Rui Santos', 'Nina Keller', 'Paul Moreau',
  'Beatriz Dias', 'Max Schulz', 'Chloé Roux', 'Tiago Nunes', 'Lena Hofmann', 'Louis Girard', 'Sara Pinto',
];

export function PaginationPage() {
  const { t } = useTranslation('template-components');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState('5');
  const [basic, setBasic] = useState(3);
  const size = Number(perPage);
  const total = pageCount(NAMES.length, size);
  const range = pageRange(NAMES.length, page, size);

  return (
    <TemplatePage route="tplPagination" description={t('pagination.description')}>
      <ExampleGrid>
        <ExampleCard title={t('pagination.basic.title')} description={t('pagination.basic.description')}>
          <Stack gap="sm">
            <Pagination total={10} value={basic} onChange={setBasic} getControlProps={(control) => ({ 'aria-label': t(`pagination.controls.${control}`) })} />
            <Text size="sm" c="dimmed">
              {t('pagination.basic.current', { page: basic })}
            </Text>
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('pagination.sizes.title')} description={t('pagination.sizes.description')}>
          <Stack gap="md">
            {SIZES.map((s) => (
              <Pagination key={s} total={5} size={s} defaultValue={2} aria-label={t(`common.sizes.${s}`)} />
            ))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('pagination.colors.title')} description={t('pagination.colors.description')}>
          <Stack gap="md">
            {(['primary', 'success', 'danger', 'warning', 'info', 'dark'] as const).map((color) => (
              <Group key={color} gap="md" wrap="nowrap">
                <Text size="sm" w={90} c="dimmed">
                  {colorLabel(t, color)}
                </Text>
                <Pagination total={5} color={color} defaultValue={3} size="sm" radius="xl" />
              </Group>
            ))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('pagination.edges.title')} description={t('pagination.edges.description')}>
          <Stack gap="md">
            <Pagination total={20} withEdges defaultValue={7} />
            <Text size="sm" fw={500}>
              {t('pagination.edges.siblings')}
            </Text>
            <Pagination total={30} siblings={2} defaultValue={15} size="sm" />
            <Text size="sm" fw={500}>
              {t('pagination.edges.boundaries')}
            </Text>
            <Pagination total={30} boundaries={3} defaultValue={15} size="sm" />
            <Text size="sm" fw={500}>
              {t('pagination.edges.noControls')}
            </Text>
            <Pagination total={8} withControls={false} defaultValue={4} size="sm" variant="light" />
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('pagination.list.title')} description={t('pagination.list.description')} testId="pagination-list">
          <Stack gap="xs" component="ol" aria-label={t('pagination.list.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {pageOf(NAMES, page, size).map((name) => (
              <Group key={name} component="li" gap="sm" p={6}>
                <Avatar name={name} color="initials" radius="xl" size="sm" />
                <Text size="sm">{name}</Text>
              </Group>
            ))}
          </Stack>
          <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {t('pagination.list.showing', { from: range.from, to: range.to, total: NAMES.length })}
            </Text>
            <Group gap="sm">
              <Select
                size="xs"
                w={80}
                aria-label={t('pagination.list.perPage')}
                data={['5', '10', '20']}
                value={perPage}
                allowDeselect={false}
                onChange={(value) => {
                  setPerPage(value ?? '5');
                  setPage(1);
                }}
              />
              <Pagination
                total={total}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': t(`pagination.controls.${control}`) })}
              />
            </Group>
          </Group>
        </ExampleCard>

        <ExampleCard title={t('pagination.rounded.title')} description={t('pagination.rounded.description')}>
          <Stack gap="md">
            <Pagination total={6} radius="xl" defaultValue={2} />
            <Pagination total={6} radius={0} defaultValue={2} color="dark" />
            <Pagination total={6} defaultValue={2} disabled />
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
