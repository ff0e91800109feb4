// /ui-element/syntaxhighlighter: code samples highlighted by highlight.js
// through @mantine/code-highlight: several languages, a tabbed set of files,
// copy buttons, an expandable block and one with line numbers.
import '@mantine/code-highlight/styles.css';
import '../components/hljs-theme.css';
import {
  CodeHighlight,
  CodeHighlightAdapterProvider,
  CodeHighlightTabs,
  InlineCodeHighlight,
  createHighlightJsAdapter,
} from '@mantine/code-highlight';
import { Box, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBrandReact, IconBrandRust, IconBraces, IconDatabase, IconTerminal2 } from '@tabler/icons-react';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import json from 'highlight.js/lib/languages/json';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { LONG_SQL, lineCount, SAMPLES } from '../lib/code-samples';

hljs.registerLanguage('typescript', typescript);
hljs.registerLanguage('rust', rust);
hljs.registerLanguage('json', json);
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('sql', sql);

const adapter = createHighlightJsAdapter(hljs);

type Language = keyof typeof SAMPLES;
const LANGUAGES: Language[] = ['tsx', 'rust', 'json', 'bash', 'sql'];

const ICONS: Record<Language, typeof IconBraces> = {
  tsx: IconBrandReact,
  rust: IconBrandRust,
  json: IconBraces,
  bash: IconTerminal2,
  sql: IconDatabase,
};

function fileIcon(fileName: string) {
  const language = LANGUAGES.find((l) => SAMPLES[l].fileName === fileName) ?? 'json';
  const Icon = ICONS[language];
  return <Icon size={16} stroke={1.7} />;
}

export function SyntaxHighlighterPage() {
  const { t } = useTranslation('template-ui-kit');
  const [language, setLanguage] = useState<Language>('tsx');
  const labels = { copyLabel: t('syntax.copy'), copiedLabel: t('syntax.copied') };
  const numbered = SAMPLES.rust;
  return (
    <CodeHighlightAdapterProvider adapter={adapter}>
      <TemplatePage route="tplSyntaxHighlighter" description={t('syntax.description')}>
        <Box className="rh-hljs">
          <ExampleGrid>
            <ExampleCard title={t('syntax.languages.title')} description={t('syntax.languages.description')}>
              <Stack gap="sm">
                <SegmentedControl
                  value={language}
                  onChange={(value) => setLanguage(value as Language)}
                  data={LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
                  aria-label={t('syntax.language')}
                />
                <CodeHighlight
                  code={SAMPLES[language].code}
                  language={SAMPLES[language].language}
                  radius="md"
                  withBorder
                  data-testid="code-sample"
                  {...labels}
                />
              </Stack>
            </ExampleCard>
            <ExampleCard title={t('syntax.tabs.title')} description={t('syntax.tabs.description')}>
              <CodeHighlightTabs
                code={LANGUAGES.map((l) => ({ fileName: SAMPLES[l].fileName, code: SAMPLES[l].code, language: SAMPLES[l].language }))}
                getFileIcon={fileIcon}
                radius="md"
                withBorder
                {...labels}
              />
            </ExampleCard>
            <ExampleCard title={t('syntax.lineNumbers.title')} description={t('syntax.lineNumbers.description')}>
              <Box
                style={{
                  display: 'flex',
                  direction: 'ltr',
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-md)',
                  overflow: 'hidden',
                }}
              >
                <pre className="rh-gutter" aria-hidden>
                  {Array.from({ length: lineCount(numbered.code) }, (_, i) => i + 1).join('\n')}
                </pre>
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <CodeHighlight code={numbered.code} language={numbered.language} {...labels} />
                </Box>
              </Box>
            </ExampleCard>
            <ExampleCard title={t('syntax.expand.title')} description={t('syntax.expand.description')}>
              <Stack gap="sm">
                <CodeHighlight
                  code={LONG_SQL}
                  language="sql"
                  withExpandButton
                  defaultExpanded={false}
                  maxCollapsedHeight={140}
                  expandCodeLabel={t('syntax.expandCode')}
                  collapseCodeLabel={t('syntax.collapseCode')}
                  radius="md"
                  withBorder
                  {...labels}
                />
                <Text size="sm">
                  {t('syntax.inline')} <InlineCodeHighlight code="cargo nextest run -p gateway" language="bash" />
                </Text>
              </Stack>
            </ExampleCard>
          </ExampleGrid>
        </Box>
      </TemplatePage>
    </CodeHighlightAdapterProvider>
  );
}
