// Import risks or controls from a spreadsheet: the template, a check of every
// row (a dry run: every problem by line and column, nothing written), then the
// import of all rows at once. Progress on screen: the upload's percentage,
// then the server's work. A file changed after its check must be checked again
// before it can be imported.
import { Alert, Anchor, Button, FileInput, Group, Modal, Progress, ScrollArea, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { localizeFieldMessage } from '@/lib/form-errors';
import { REQUIRED } from '@/lib/validation';
import { downloadImportTemplate, type ImportKind, type ImportResult, useCheckImport, useRunImport } from '../../api/import';

type Props = { kind: ImportKind; opened: boolean; onClose: () => void };

/** Upload progress, then the server's work (null: nothing under way). */
function UploadProgress({ percent, working }: { percent: number | null; working: string }) {
  const { t } = useTranslation();
  if (percent === null) return null;
  const uploading = percent < 100;
  const label = uploading ? t('riskImport.uploading', { percent }) : working;
  return (
    <Stack gap={4} data-testid="import-progress">
      <Text size="sm">{label}</Text>
      <Progress value={uploading ? percent : 100} animated={!uploading} striped={!uploading} aria-label={label} />
    </Stack>
  );
}

export function ImportModal({ kind, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [submit, setSubmit] = useState(true);
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const check = useCheckImport(kind);
  const run = useRunImport(kind);
  const onProgress = (percent: number) => setProgress(percent);
  const settled = () => setProgress(null);

  const choose = (next: File | null) => {
    setFile(next);
    setChecked(null);
    check.reset();
    run.reset();
  };
  const close = () => {
    choose(null);
    onClose();
  };
  const columnLabel = (column: string) =>
    column ? t(`riskImport.columns.${column}`, { defaultValue: column }) : t('riskImport.wholeFile');
  const message = (text: string) => {
    if (text === 'This column is missing.') return t('riskImport.columnMissing');
    const localized = localizeFieldMessage(text);
    return localized === REQUIRED ? t('validation.required', { defaultValue: 'Required' }) : localized;
  };

  const onCheck = () => {
    if (!file) return;
    setProgress(0);
    check.mutate({ file, submit, onProgress }, { onSuccess: setChecked, onSettled: settled });
  };
  const onRun = () => {
    if (!file || !checked) return;
    setProgress(0);
    run.mutate(
      { file, submit, onProgress },
      {
        onSettled: settled,
        onSuccess: (result) => {
          notifications.show({ color: 'success', message: t(`riskImport.${kind}.done`, { count: result.imported }) });
          close();
        },
      },
    );
  };

  const clean = checked !== null && checked.problems.length === 0 && checked.rows > 0;
  const problemRows = checked ? new Set(checked.problems.map((p) => p.line)).size : 0;

  return (
    <Modal opened={opened} onClose={close} title={t(`riskImport.${kind}.title`)} size="xl" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(`riskImport.${kind}.intro`)}
        </Text>
        <Group gap="lg">
          <Text size="sm" fw={500}>
            {t('riskImport.template')}
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={() => void downloadImportTemplate(kind, 'xlsx')}>
            <Group gap={4} component="span">
              <IconFileSpreadsheet size={16} /> {t('riskImport.templateXlsx')}
            </Group>
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={() => void downloadImportTemplate(kind, 'csv')}>
            {t('riskImport.templateCsv')}
          </Anchor>
        </Group>
        <FileInput
          label={t('riskImport.file')}
          placeholder={t('riskImport.filePlaceholder')}
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconUpload size={16} />}
          value={file}
          onChange={choose}
          clearable
          data-testid="import-file"
        />
        {kind === 'risks' ? (
          <Switch
            label={t('riskImport.submit')}
            checked={submit}
            onChange={(event) => setSubmit(event.currentTarget.checked)}
          />
        ) : null}
        {check.isPending ? <UploadProgress percent={progress} working={t('riskImport.checking')} /> : null}
        {check.error ? (
          <Alert color="danger" variant="light" icon={<IconAlertTriangle size={18} />}>
            {errorMessage(check.error)}
          </Alert>
        ) : null}
        {checked && clean ? (
          <Alert color="success" variant="light" icon={<IconCircleCheck size={18} />} data-testid="import-ready">
            {t('riskImport.ready', { count: checked.rows })}
          </Alert>
        ) : null}
        {checked && !clean ? (
          <Stack gap="xs" data-testid="import-problems">
            <Alert color="danger" variant="light" icon={<IconAlertTriangle size={18} />}>
              {t('riskImport.problems', { count: checked.problems.length, rows: problemRows })}
            </Alert>
            <ScrollArea.Autosize mah={320}>
              <Table striped withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('riskImport.line')}</Table.Th>
                    <Table.Th>{t('riskImport.column')}</Table.Th>
                    <Table.Th>{t('riskImport.message')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {checked.problems.map((p, i) => (
                    <Table.Tr key={`${p.line}-${p.column}-${i}`} data-testid="import-problem">
                      <Table.Td>{p.line || ''}</Table.Td>
                      <Table.Td>{columnLabel(p.column)}</Table.Td>
                      <Table.Td>{message(p.message)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </Stack>
        ) : null}
        {run.isPending && checked ? (
          <UploadProgress percent={progress} working={t(`riskImport.${kind}.importing`, { count: checked.rows })} />
        ) : null}
        {run.error ? (
          <Alert color="danger" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('riskImport.failed')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button variant="light" onClick={onCheck} disabled={!file} loading={check.isPending}>
            {t('riskImport.check')}
          </Button>
          <Button onClick={onRun} disabled={!clean} loading={run.isPending}>
            {t(`riskImport.${kind}.run`, { count: checked?.rows ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
