// /extensions/export-selected: tick rows (or all), then export only those
// rows to XLSX or CSV; nothing ticked, nothing to export.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconFileTypeCsv, IconSquareX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, TemplatePage } from '../../components/example-card';
import { peopleColumns } from '../components/people-columns';
import { PeopleTable } from '../components/people-table';
import { samplePeople } from '../components/sample-data';
import { exportTable, type ExportFormat } from '../lib/export-table';

const PEOPLE = samplePeople(15);

export function ExportSelectedPage() {
  const { t } = useTranslation('template-extensions');
  const columns = useMemo(() => peopleColumns(t), [t]);
  const [selected, setSelected] = useState<Set<number>>(() => new Set([2, 5]));

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected((current) => (current.size === PEOPLE.length ? new Set() : new Set(PEOPLE.map((person) => person.id))));

  const run = async (format: ExportFormat) => {
    const rows = PEOPLE.filter((person) => selected.has(person.id));
    try {
      const file = await exportTable(format, t('exportSelected.fileName'), columns, rows);
      notifications.show({ color: 'success', title: t('export.done'), message: t('export.doneMessage', { file, count: rows.length }) });
    } catch {
      notifications.show({ color: 'danger', title: t('export.failed'), message: t('export.failedMessage') });
    }
  };

  return (
    <TemplatePage route="tplExportSelected" description={t('exportSelected.description')}>
      <ExampleCard
        title={t('exportSelected.tableTitle')}
        description={t('exportSelected.tableHint')}
        flush
        actions={
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="selected-count">
              {t('exportSelected.selected', { count: selected.size })}
            </Text>
            <Button size="xs" variant="subtle" color="gray" leftSection={<IconSquareX size={14} />} disabled={selected.size === 0} onClick={() => setSelected(new Set())}>
              {t('exportSelected.clear')}
            </Button>
            <Button size="xs" color="success" leftSection={<IconFileSpreadsheet size={14} />} disabled={selected.size === 0} onClick={() => void run('xlsx')}>
              {t('exportSelected.xlsx')}
            </Button>
            <Button size="xs" color="info" leftSection={<IconFileTypeCsv size={14} />} disabled={selected.size === 0} onClick={() => void run('csv')}>
              {t('exportSelected.csv')}
            </Button>
          </Group>
        }
      >
        <PeopleTable people={PEOPLE} columns={columns} selection={{ selected, onToggle: toggle, onToggleAll: toggleAll }} />
      </ExampleCard>
    </TemplatePage>
  );
}
