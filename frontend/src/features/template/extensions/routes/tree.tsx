// /extensions/tree: Mantine Tree over data built by components/tree (the
// category editors' buildTree): a checkbox tree with partial (indeterminate)
// parents and a search that keeps matches' parents; a file explorer with
// icons and selection. Keyboard (Mantine Tree): arrows move and open/close,
// Space checks (checkbox tree) or selects.
import { ActionIcon, Badge, Button, Checkbox, Group, Stack, Text, TextInput, Tree, useTree, type RenderTreeNodePayload } from '@mantine/core';
import { IconChevronDown, IconFile, IconFileSpreadsheet, IconFileText, IconFolder, IconFolderOpen, IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import classes from '../components/tree.module.css';
import { branchValues, filterTree, toTreeData } from '../lib/tree-data';

/** Risk categories as the API would list them: flat, each naming its parent. */
const CATEGORIES: { id: string; parent_id: string | null }[] = [
  { id: 'strategic', parent_id: null },
  { id: 'market', parent_id: 'strategic' },
  { id: 'reputation', parent_id: 'strategic' },
  { id: 'operational', parent_id: null },
  { id: 'people', parent_id: 'operational' },
  { id: 'processes', parent_id: 'operational' },
  { id: 'it', parent_id: 'operational' },
  { id: 'cyber', parent_id: 'it' },
  { id: 'outage', parent_id: 'it' },
  { id: 'financial', parent_id: null },
  { id: 'credit', parent_id: 'financial' },
  { id: 'liquidity', parent_id: 'financial' },
  { id: 'compliance', parent_id: null },
  { id: 'privacy', parent_id: 'compliance' },
  { id: 'antiBribery', parent_id: 'compliance' },
];

const FILES: { id: string; parent_id: string | null; kind: 'folder' | 'doc' | 'sheet' | 'file' }[] = [
  { id: 'documents', parent_id: null, kind: 'folder' },
  { id: 'policies', parent_id: 'documents', kind: 'folder' },
  { id: 'policy.pdf', parent_id: 'policies', kind: 'doc' },
  { id: 'code.pdf', parent_id: 'policies', kind: 'doc' },
  { id: 'reports', parent_id: 'documents', kind: 'folder' },
  { id: 'q1.xlsx', parent_id: 'reports', kind: 'sheet' },
  { id: 'q2.xlsx', parent_id: 'reports', kind: 'sheet' },
  { id: 'media', parent_id: null, kind: 'folder' },
  { id: 'logo.svg', parent_id: 'media', kind: 'file' },
  { id: 'readme.txt', parent_id: null, kind: 'doc' },
];

function CheckboxNode({ node, expanded, hasChildren, elementProps, tree }: RenderTreeNodePayload) {
  const checked = tree.isNodeChecked(node.value);
  const indeterminate = tree.isNodeIndeterminate(node.value);
  return (
    <Group gap={6} wrap="nowrap" {...elementProps}>
      <Checkbox.Indicator
        checked={checked}
        indeterminate={indeterminate}
        size="sm"
        onClick={(event) => {
          event.stopPropagation();
          if (checked) tree.uncheckNode(node.value);
          else tree.checkNode(node.value);
        }}
      />
      <Group gap={4} wrap="nowrap" onClick={() => tree.toggleExpanded(node.value)}>
        <Text size="sm">{node.label}</Text>
        {hasChildren ? (
          <IconChevronDown size={14} className={classes.chevron} data-expanded={expanded || undefined} />
        ) : null}
      </Group>
    </Group>
  );
}

export function TreePage() {
  const { t } = useTranslation('template-extensions');
  const [query, setQuery] = useState('');

  const categories = useMemo(
    () => toTreeData(CATEGORIES.map((item) => ({ ...item, name: t(`tree.categories.${item.id}`) }))),
    [t],
  );
  const shown = useMemo(() => filterTree(categories, query), [categories, query]);
  const checkTree = useTree({ initialCheckedState: ['cyber', 'credit', 'liquidity'], initialExpandedState: { operational: true, it: true, financial: true } });
  const { expandAllNodes, collapseAllNodes, setExpandedState } = checkTree;

  // A search opens every branch that still shows, so the matches are visible.
  useEffect(() => {
    if (query.trim()) setExpandedState(Object.fromEntries(branchValues(shown).map((value) => [value, true])));
  }, [query, shown, setExpandedState]);

  const checked = checkTree.getCheckedNodes().filter((status) => status.checked && !status.hasChildren);

  const files = useMemo(() => toTreeData(FILES.map((item) => ({ ...item, name: item.id.includes('.') ? item.id : t(`tree.folders.${item.id}`) }))), [t]);
  const kinds = useMemo(() => Object.fromEntries(FILES.map((item) => [item.id, item.kind])), []);
  const fileTree = useTree({ initialExpandedState: { documents: true, reports: true } });
  const selected = fileTree.selectedState[0];

  return (
    <TemplatePage route="tplTree" description={t('tree.description')}>
      <ExampleGrid>
        <ExampleCard
          title={t('tree.checkTitle')}
          description={t('tree.checkHint')}
          actions={
            <Group gap={4}>
              <Button size="compact-xs" variant="subtle" onClick={expandAllNodes}>
                {t('tree.expandAll')}
              </Button>
              <Button size="compact-xs" variant="subtle" color="gray" onClick={collapseAllNodes}>
                {t('tree.collapseAll')}
              </Button>
            </Group>
          }
          testId="tree-check"
        >
          <Stack gap="sm">
            <TextInput
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              placeholder={t('tree.search')}
              aria-label={t('tree.search')}
              leftSection={<IconSearch size={16} />}
              rightSection={
                query ? (
                  <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('tree.clearSearch')} onClick={() => setQuery('')}>
                    <IconX size={14} />
                  </ActionIcon>
                ) : null
              }
            />
            {shown.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('tree.noMatch')}
              </Text>
            ) : (
              <Tree data={shown} tree={checkTree} levelOffset={23} expandOnClick={false} checkOnSpace renderNode={CheckboxNode} aria-label={t('tree.checkTitle')} />
            )}
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {t('tree.checked', { count: checked.length })}
              </Text>
              <Button size="compact-xs" variant="subtle" onClick={() => checkTree.checkAllNodes()}>
                {t('tree.checkAll')}
              </Button>
              <Button size="compact-xs" variant="subtle" color="gray" onClick={() => checkTree.uncheckAllNodes()}>
                {t('tree.uncheckAll')}
              </Button>
            </Group>
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('tree.filesTitle')} description={t('tree.filesHint')}>
          <Stack gap="sm">
            <Tree
              data={files}
              tree={fileTree}
              levelOffset={23}
              selectOnClick
              clearSelectionOnOutsideClick
              aria-label={t('tree.filesTitle')}
              renderNode={({ node, expanded, hasChildren, elementProps, selected: isSelected }) => {
                const kind = kinds[node.value];
                const Icon = hasChildren || kind === 'folder' ? (expanded ? IconFolderOpen : IconFolder) : kind === 'sheet' ? IconFileSpreadsheet : kind === 'doc' ? IconFileText : IconFile;
                return (
                  <div {...elementProps}>
                    <Group gap={8} wrap="nowrap" className={classes.fileNode} data-selected={isSelected || undefined}>
                      <Icon size={18} color={hasChildren ? 'var(--mantine-color-warning-filled)' : 'var(--mantine-color-info-filled)'} />
                      <Text size="sm">{node.label}</Text>
                    </Group>
                  </div>
                );
              }}
            />
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('tree.selected')}
              </Text>
              <Badge variant="light">{selected ?? t('tree.nothing')}</Badge>
            </Group>
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
