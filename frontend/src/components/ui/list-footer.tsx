// The footer of a server-paged table: "Showing 1 to 20 of 57 entries", the
// page-size select and the page buttons.
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ListFooterProps = {
  page: number;
  perPage: number;
  total: number;
  // The total is an estimate: "of about N".
  approximate?: boolean;
  perPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
};

export function ListFooter({ page, perPage, total, approximate = false, perPageOptions, onPageChange, onPerPageChange }: ListFooterProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Group justify="space-between" gap="sm" px="lg" py="md" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="list-summary">
          {t(approximate ? 'list.showingAbout' : 'list.showing', { from, to, total })}
        </Text>
        <Select
          aria-label={t('list.perPage')}
          size="xs"
          w={76}
          data={perPageOptions.map((value) => ({ value: String(value), label: String(value) }))}
          value={String(perPage)}
          onChange={(value) => value && onPerPageChange(Number(value))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {t('list.perPageSuffix')}
        </Text>
      </Group>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPageChange}
        size="sm"
        radius="md"
        withEdges={pages > 5}
        getControlProps={(control) => ({ 'aria-label': t(`list.pageControls.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('list.pageN', { page: item }) })}
      />
    </Group>
  );
}
