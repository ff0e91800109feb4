// /extensions/wysiwyg-editor: Mantine's RichTextEditor over tiptap 3
// (StarterKit with its own link turned off for Mantine's Link, as the
// Mantine tiptap-3 guide says). The HTML it produces is shown live, after
// lib/sanitize.ts: a pasted <script> or onerror handler never reaches the page.
import '@mantine/tiptap/styles.css';
import { Badge, Button, Code, Group, Paper, ScrollArea, SegmentedControl, Stack, Text, TypographyStylesProvider } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconShieldCheck } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@/lib/sanitize';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

/**
 * Hostile snippets: what a careless paste could bring along. The one with an
 * event handler is only parsed when chosen: Chrome reports every inline
 * handler it parses as blocked by the app's Content Security Policy (the
 * second lock), which would otherwise log an error on every visit.
 */
const UNSAFE_SAMPLES = {
  script: '<p>Hello <script>alert("xss")</script><a href="javascript:alert(2)">a link</a> <b>bold stays</b></p>',
  handler: '<p>A photo <img src="x" onerror="alert(1)"> and a <span onclick="steal()">trap</span></p>',
  frame: '<p>Framed</p><iframe src="https://example.com"></iframe><form action="/steal"><input name="password"></form>',
} as const;
type UnsafeSample = keyof typeof UNSAFE_SAMPLES;

export function WysiwygPage() {
  const { t } = useTranslation('template-extensions');
  const [html, setHtml] = useState(() => t('wysiwyg.initial'));
  const [view, setView] = useState<'rendered' | 'html'>('rendered');
  const [sample, setSample] = useState<UnsafeSample>('script');
  const unsafe = UNSAFE_SAMPLES[sample];

  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: html,
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: current }) => setHtml(current.getHTML()),
  });

  const labels = useMemo(() => {
    const keys = [
      'bold', 'italic', 'underline', 'strike', 'clearFormatting', 'code', 'h1', 'h2', 'h3', 'blockquote', 'hr',
      'bulletList', 'orderedList', 'codeBlock', 'link', 'unlink', 'undo', 'redo',
    ] as const;
    const controls = Object.fromEntries(keys.map((key) => [`${key}ControlLabel`, t(`wysiwyg.controls.${key}`)]));
    return {
      ...controls,
      linkEditorInputLabel: t('wysiwyg.linkUrl'),
      linkEditorInputPlaceholder: 'https://example.com/',
      linkEditorExternalLink: t('wysiwyg.linkNewTab'),
      linkEditorInternalLink: t('wysiwyg.linkSameTab'),
      linkEditorSave: t('wysiwyg.linkSave'),
    };
  }, [t]);

  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const cleanUnsafe = useMemo(() => sanitizeHtml(unsafe), [unsafe]);

  return (
    <TemplatePage route="tplWysiwyg" description={t('wysiwyg.description')}>
      <ExampleGrid>
        <ExampleCard title={t('wysiwyg.editorTitle')} description={t('wysiwyg.editorHint')}>
          <RichTextEditor editor={editor} labels={labels} data-testid="rte">
            <RichTextEditor.Toolbar sticky stickyOffset={0}>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
                <RichTextEditor.Underline />
                <RichTextEditor.Strikethrough />
                <RichTextEditor.Code />
                <RichTextEditor.ClearFormatting />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.H1 />
                <RichTextEditor.H2 />
                <RichTextEditor.H3 />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Blockquote />
                <RichTextEditor.Hr />
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
                <RichTextEditor.CodeBlock />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Link />
                <RichTextEditor.Unlink />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Undo />
                <RichTextEditor.Redo />
              </RichTextEditor.ControlsGroup>
            </RichTextEditor.Toolbar>
            <RichTextEditor.Content mih={220} />
          </RichTextEditor>
        </ExampleCard>

        <ExampleCard
          title={t('wysiwyg.previewTitle')}
          description={t('wysiwyg.previewHint')}
          actions={
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(value) => setView(value as 'rendered' | 'html')}
              data={[
                { value: 'rendered', label: t('wysiwyg.rendered') },
                { value: 'html', label: t('wysiwyg.html') },
              ]}
            />
          }
        >
          {view === 'rendered' ? (
            <TypographyStylesProvider>
              <div data-testid="wysiwyg-preview" dangerouslySetInnerHTML={{ __html: clean }} />
            </TypographyStylesProvider>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Code block>{clean}</Code>
            </ScrollArea.Autosize>
          )}
        </ExampleCard>

        <ExampleCard title={t('wysiwyg.sanitizeTitle')} description={t('wysiwyg.sanitizeHint')}>
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={500}>
                {t('wysiwyg.pasted')}
              </Text>
              <SegmentedControl
                size="xs"
                value={sample}
                onChange={(value) => setSample(value as UnsafeSample)}
                data={(Object.keys(UNSAFE_SAMPLES) as UnsafeSample[]).map((key) => ({ value: key, label: t(`wysiwyg.samples.${key}`) }))}
                aria-label={t('wysiwyg.anotherSample')}
              />
            </Group>
            <Code block data-testid="unsafe-input">
              {unsafe}
            </Code>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => editor?.commands.setContent(unsafe, { emitUpdate: true })}>
                {t('wysiwyg.loadIntoEditor')}
              </Button>
            </Group>
            <Group gap="xs">
              <IconShieldCheck size={18} color="var(--mantine-color-success-filled)" />
              <Text size="sm" fw={500}>
                {t('wysiwyg.afterSanitize')}
              </Text>
              <Badge color="success" variant="light" size="sm">
                {t('wysiwyg.safe')}
              </Badge>
            </Group>
            <Code block data-testid="unsafe-output">
              {cleanUnsafe}
            </Code>
            {sample === 'handler' ? (
              <Text size="xs" c="dimmed">
                {t('wysiwyg.cspNote')}
              </Text>
            ) : null}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('wysiwyg.readOnlyTitle')} description={t('wysiwyg.readOnlyHint')}>
          <Paper withBorder radius="md" p="md">
            <TypographyStylesProvider>
              <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(t('wysiwyg.readOnly')) }} />
            </TypographyStylesProvider>
          </Paper>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
