// /extensions/export: the people table exported to XLSX (write-excel-file)
// or CSV (lib/csv.ts): choose the columns, the file name and the format.
import { Button, Checkbox, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, TemplatePage } from '../../components/example-card';
import { peopleColumns, PEOPLE_COLUMN_KEYS } from '../components/people-columns';
import { PeopleTable } from '../components/people-table';
import { samplePeople } from '../components/sample-data';
import { exportFileName, exportTable, type ExportFormat } from '../lib/export-table';

const PEOPLE = samplePeople(12);

export function ExportPage() {
  const { t } = useTranslation('template-extensions');
  const allColumns = useMemo(() => peopleColumns(t), [t]);
  const [chosen, setChosen] = useState<string[]>(['name', 'email', 'department', 'status', 'salary']);
  const [name, setName] = useState(() => t('export.defaultName'));
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [busy, setBusy] = useState(false);
  const columns = allColumns.filter((column) => chosen.includes(column.key));

  const run = async (as: ExportFormat) => {
    setBusy(true);
    try {
      const file = await exportTable(as, name, columns, PEOPLE);
      notifications.show({ color: 'success', title: t('export.done'), message: t('export.doneMessage', { file, count: PEOPLE.length }) });
    } catch {
      notifications.show({ color: 'danger', title: t('export.failed'), message: t('export.failedMessage') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <TemplatePage route="tplExport" description={t('export.description')}>
      <Stack gap="lg">
        <ExampleCard title={t('export.optionsTitle')} description={t('export.optionsHint')}>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <Checkbox.Group label={t('export.columns')} value={chosen} onChange={setChosen}>
              <SimpleGrid cols={2} spacing={6} mt="xs">
                {PEOPLE_COLUMN_KEYS.map((key) => (
                  <Checkbox key={key} value={key} label={allColumns.find((column) => column.key === key)?.label} size="sm" />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Stack gap="sm">
              <TextInput label={t('export.fileName')} value={name} onChange={(event) => setName(event.currentTarget.value)} />
              <div>
                <Text size="sm" fw={500} mb={4}>
                  {t('export.format')}
                </Text>
                <SegmentedControl
                  value={format}
                  onChange={(value) => setFormat(value as ExportFormat)}
                  data={[
                    { value: 'xlsx', label: 'XLSX' },
                    { value: 'csv', label: 'CSV' },
                  ]}
                />
              </div>
              <Text size="xs" c="dimmed">
                {t('export.willSave', { file: exportFileName(name, format) })}
              </Text>
            </Stack>
            <Stack gap="sm" justify="flex-end">
              <Button
                leftSection={<IconDownload size={16} />}
                onClick={() => void run(format)}
                loading={busy}
                disabled={columns.length === 0}
              >
                {t('export.exportButton', { count: PEOPLE.length })}
              </Button>
              <Group grow gap="xs">
                <Button variant="light" color="success" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void run('xlsx')} disabled={columns.length === 0 || busy}>
                  XLSX
                </Button>
                <Button variant="light" color="info" leftSection={<IconFileTypeCsv size={16} />} onClick={() => void run('csv')} disabled={columns.length === 0 || busy}>
                  CSV
                </Button>
              </Group>
              {columns.length === 0 ? (
                <Text size="xs" c="danger">
                  {t('export.noColumns')}
                </Text>
              ) : null}
            </Stack>
          </SimpleGrid>
        </ExampleCard>
        <ExampleCard title={t('export.tableTitle')} description={t('export.tableHint', { count: PEOPLE.length })} flush>
          <PeopleTable people={PEOPLE} columns={columns} />
        </ExampleCard>
      </Stack>
    </TemplatePage>
  );
}
