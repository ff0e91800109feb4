// /extensions/import: read an XLSX (read-excel-file) or CSV file (lib/csv-parse)
// picked or dropped by the user, and preview it as a table: the first row is
// the header. A wrong type, a file over 1 MB, an empty file or one that
// cannot be read is refused with the reason. A sample CSV can be loaded.
import '@mantine/dropzone/styles.css';
import { Alert, Badge, Button, Group, ScrollArea, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertCircle, IconFileImport, IconFileSpreadsheet, IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, TemplatePage } from '../../components/example-card';
import { formatBytes } from '../lib/file-checks';
import { IMPORT_MAX_BYTES, readTableFile, type TableFile } from '../lib/table-file';

const PREVIEW_ROWS = 100;

type Loaded = { name: string; size: number; result: TableFile };

export function ImportPage() {
  const { t, i18n } = useTranslation('template-extensions');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(false);

  const open = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      setLoaded({ name: file.name, size: file.size, result: await readTableFile(file) });
    } finally {
      setBusy(false);
    }
  };

  const sample = () => {
    const csv = t('import.sampleCsv');
    void open(new File([csv], t('import.sampleName'), { type: 'text/csv' }));
  };

  const result = loaded?.result;

  return (
    <TemplatePage route="tplImport" description={t('import.description')}>
      <Stack gap="lg">
        <ExampleCard
          title={t('import.pickTitle')}
          description={t('import.pickHint', { size: formatBytes(IMPORT_MAX_BYTES, i18n.language) })}
          actions={
            <Button size="xs" variant="light" leftSection={<IconTable size={14} />} onClick={sample}>
              {t('import.loadSample')}
            </Button>
          }
        >
          <Dropzone
            onDrop={(files) => void open(files[0])}
            onReject={(rejections) => void open(rejections[0]?.file)}
            multiple={false}
            loading={busy}
            radius="md"
            aria-label={t('import.pickTitle')}
            data-testid="import-dropzone"
          >
            <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: 'none' }}>
              <ThemeIcon size={52} radius="xl" variant="light" color="success">
                <IconFileImport size={28} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{t('import.dropHere')}</Text>
                <Text size="sm" c="dimmed">
                  {t('import.types')}
                </Text>
              </div>
            </Group>
          </Dropzone>
        </ExampleCard>

        {loaded && result && !result.ok ? (
          <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title={t('import.refused', { name: loaded.name })} data-testid="import-error">
            {t(`import.errors.${result.error}`, { size: formatBytes(IMPORT_MAX_BYTES, i18n.language) })}
          </Alert>
        ) : null}

        {loaded && result?.ok ? (
          <ExampleCard
            title={t('import.previewTitle')}
            description={t('import.previewHint', { name: loaded.name })}
            flush
            actions={
              <Group gap="xs">
                <Badge variant="light" color="success" leftSection={<IconFileSpreadsheet size={12} />}>
                  {result.kind.toUpperCase()}
                </Badge>
                <Badge variant="light">{t('import.rows', { count: result.rows.length })}</Badge>
                <Badge variant="light" color="info">
                  {t('import.columns', { count: result.header.length })}
                </Badge>
              </Group>
            }
            testId="import-preview"
          >
            <ScrollArea.Autosize mah={480} type="auto">
              <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="md" stickyHeader miw={600}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={48}>#</Table.Th>
                    {result.header.map((title, index) => (
                      <Table.Th key={index}>{title || t('import.column', { index: index + 1 })}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.rows.slice(0, PREVIEW_ROWS).map((row, rowIndex) => (
                    <Table.Tr key={rowIndex}>
                      <Table.Td c="dimmed">{rowIndex + 1}</Table.Td>
                      {row.map((value, index) => (
                        <Table.Td key={index}>{value}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
            {result.rows.length > PREVIEW_ROWS ? (
              <Text size="xs" c="dimmed" px="lg" py="sm">
                {t('import.truncated', { shown: PREVIEW_ROWS, total: result.rows.length })}
              </Text>
            ) : null}
            {result.rows.length === 0 ? (
              <Text size="sm" c="dimmed" px="lg" py="sm">
                {t('import.headerOnly')}
              </Text>
            ) : null}
          </ExampleCard>
        ) : null}
      </Stack>
    </TemplatePage>
  );
}
