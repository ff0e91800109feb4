// /forms/elements/textarea: plain, autosize, a maximum length with a
// counter, disabled, read-only and an error.
import { Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const MAX = 140;

export function TextareaPage() {
  const { t } = useTranslation('template-forms');
  const [summary, setSummary] = useState('');
  const [notes, setNotes] = useState(t('textarea.notesValue'));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const left = MAX - summary.length;

  return (
    <TemplatePage route="tplTextarea" description={t('textarea.intro')}>
      <ExampleGrid>
        <ExampleCard title={t('textarea.basic')} description={t('textarea.basicHint')}>
          <Stack gap="md">
            <Textarea label={t('textarea.comment')} placeholder={t('textarea.placeholder')} minRows={3} autosize={false} rows={3} />
            <Textarea label={t('textarea.filled')} variant="filled" placeholder={t('textarea.placeholder')} rows={3} />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('textarea.autosize')} description={t('textarea.autosizeHint')}>
          <Textarea label={t('textarea.notes')} autosize minRows={2} maxRows={8} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
          <Text size="xs" c="dimmed" mt="xs">
            {t('textarea.lines', { count: notes.split('\n').length })}
          </Text>
        </ExampleCard>
        <ExampleCard title={t('textarea.counter')} description={t('textarea.counterHint', { max: MAX })}>
          <Textarea
            label={t('textarea.summary')}
            value={summary}
            onChange={(event) => setSummary(event.currentTarget.value.slice(0, MAX))}
            maxLength={MAX}
            autosize
            minRows={3}
            placeholder={t('textarea.summaryPlaceholder')}
          />
          <Group justify="space-between" mt={6}>
            <Text size="xs" c="dimmed">
              {t('textarea.left', { count: left })}
            </Text>
            <Text size="xs" fw={600} c={left === 0 ? 'danger' : left < 20 ? 'warning' : 'dimmed'} data-testid="textarea-counter">
              {summary.length}/{MAX}
            </Text>
          </Group>
        </ExampleCard>
        <ExampleCard title={t('textarea.states')} description={t('textarea.statesHint')}>
          <Stack gap="md">
            <Textarea
              label={t('textarea.reason')}
              withAsterisk
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={touched && reason.trim().length < 10 ? t('textarea.reasonError') : undefined}
              rows={2}
            />
            <Textarea label={t('textarea.disabled')} value={t('textarea.disabledValue')} disabled rows={2} />
            <Textarea label={t('textarea.readOnly')} value={t('textarea.readOnlyValue')} readOnly rows={2} />
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
