// /extensions/clipboard: copy from an input, from a text block, copy buttons
// with feedback (Mantine CopyButton and useClipboard), and a paste area that
// reads what was pasted (the paste event, so no permission prompt).
import { ActionIcon, Button, Code, CopyButton, Group, Paper, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconClipboard, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const SNIPPETS = ['npm install @mantine/core', 'RH-2026-0042', 'ops@riskhub.example'] as const;

export function ClipboardPage() {
  const { t } = useTranslation('template-extensions');
  const [text, setText] = useState(() => t('clipboard.inputValue'));
  const input = useClipboard({ timeout: 1500 });
  const block = useClipboard({ timeout: 1500 });
  const [pasted, setPasted] = useState<{ text: string; at: Date } | null>(null);

  return (
    <TemplatePage route="tplClipboard" description={t('clipboard.description')}>
      <ExampleGrid>
        <ExampleCard title={t('clipboard.inputTitle')} description={t('clipboard.inputHint')}>
          <Group align="flex-end" wrap="nowrap" gap="sm">
            <TextInput
              style={{ flex: 1 }}
              label={t('clipboard.inputLabel')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Button
              color={input.copied ? 'success' : 'primary'}
              leftSection={input.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={() => input.copy(text)}
            >
              {input.copied ? t('clipboard.copied') : t('clipboard.copy')}
            </Button>
          </Group>
          {input.error ? (
            <Text size="xs" c="danger" mt="xs">
              {t('clipboard.failed')}
            </Text>
          ) : null}
        </ExampleCard>

        <ExampleCard title={t('clipboard.blockTitle')} description={t('clipboard.blockHint')}>
          <Paper withBorder radius="md" p="md" pos="relative">
            <Text size="sm" pe={40}>
              {t('clipboard.blockText')}
            </Text>
            <Tooltip label={block.copied ? t('clipboard.copied') : t('clipboard.copy')} withArrow>
              <ActionIcon
                variant="light"
                color={block.copied ? 'success' : 'gray'}
                pos="absolute"
                top={8}
                style={{ insetInlineEnd: 8 }}
                aria-label={t('clipboard.copyBlock')}
                onClick={() => block.copy(t('clipboard.blockText'))}
              >
                {block.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          </Paper>
        </ExampleCard>

        <ExampleCard title={t('clipboard.buttonsTitle')} description={t('clipboard.buttonsHint')}>
          <Stack gap="sm">
            {SNIPPETS.map((snippet) => (
              <Group key={snippet} justify="space-between" wrap="nowrap">
                <Code>{snippet}</Code>
                <CopyButton value={snippet} timeout={1500}>
                  {({ copied, copy }) => (
                    <Button
                      size="compact-sm"
                      variant={copied ? 'filled' : 'light'}
                      color={copied ? 'success' : 'primary'}
                      leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                      onClick={copy}
                    >
                      {copied ? t('clipboard.copied') : t('clipboard.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            ))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('clipboard.pasteTitle')} description={t('clipboard.pasteHint')}>
          <Stack gap="sm">
            <Textarea
              label={t('clipboard.pasteLabel')}
              placeholder={t('clipboard.pastePlaceholder')}
              minRows={3}
              autosize
              onPaste={(event) => setPasted({ text: event.clipboardData.getData('text/plain'), at: new Date() })}
            />
            <Group gap="xs">
              <IconClipboard size={16} color="var(--mantine-color-dimmed)" />
              <Text size="sm" c="dimmed" data-testid="pasted">
                {pasted
                  ? t('clipboard.pastedInfo', { count: pasted.text.length, time: pasted.at.toLocaleTimeString() })
                  : t('clipboard.nothingPasted')}
              </Text>
            </Group>
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
