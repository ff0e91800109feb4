// The heading of a list screen's filter card: "Filters", and "Clear filters"
// while any filter is set.
import { Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FiltersHeader({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" px="lg" pt="lg" pb="sm">
      <Title order={2} fz={18}>
        {t('list.filters')}
      </Title>
      {filtered ? (
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      ) : null}
    </Group>
  );
}
