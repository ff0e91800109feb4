// The column chooser of a big list (issue 13): a menu of checkboxes, one per
// column; the last visible column cannot be hidden. The choice is kept per
// user and list (useColumnChoice) and saved with a view. ColumnVisibility
// wraps the list's table and hides the cells of the hidden columns, found by
// their header's text, so the table's own markup stays as it is.
import { Button, Checkbox, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewList } from '@/lib/saved-views';
import { LIST_COLUMNS, toggleColumn } from './list-columns';
import { useVisibleColumns } from './use-visible-columns';

export function ColumnChooser({ list }: { list: ViewList }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useVisibleColumns(list);
  const columns = LIST_COLUMNS[list];
  const hiddenCount = columns.length - visible.length;
  return (
    <Menu closeOnItemClick={false} position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconColumns3 size={16} stroke={1.6} />}
          aria-label={t('views.columns.button')}
        >
          {hiddenCount > 0 ? t('views.columns.hidden', { count: hiddenCount }) : t('views.columns.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('views.columns.title')}</Menu.Label>
        <Stack gap={8} px="sm" py={6} role="group" aria-label={t('views.columns.title')}>
          {columns.map((column) => {
            const checked = visible.includes(column.id);
            const last = checked && visible.length === 1;
            return (
              <Tooltip key={column.id} label={t('views.columns.lastStays')} disabled={!last} position="left">
                <Checkbox
                  size="sm"
                  label={t(column.labelKey)}
                  checked={checked}
                  disabled={last}
                  onChange={() => setVisible(toggleColumn(list, visible, column.id))}
                />
              </Tooltip>
            );
          })}
        </Stack>
        <Menu.Divider />
        {hiddenCount > 0 ? (
          <Menu.Item onClick={() => setVisible(null)}>{t('views.columns.showAll')}</Menu.Item>
        ) : (
          <Text size="xs" c="dimmed" px="sm" py={6}>
            {t('views.columns.allShown')}
          </Text>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Hides the cells of the list's hidden columns in the table inside. */
export function ColumnVisibility({ list, children }: { list: ViewList; children: ReactNode }) {
  const { t } = useTranslation();
  const [visible] = useVisibleColumns(list);
  const scope = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const ref = useRef<HTMLDivElement>(null);
  const [indexes, setIndexes] = useState<number[]>([]);
  const hiddenLabels = useMemo(
    () =>
      LIST_COLUMNS[list]
        .filter((c) => !visible.includes(c.id))
        .map((c) => t(c.labelKey).trim()),
    [list, visible, t],
  );

  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const compute = () => {
      const headers = Array.from(root.querySelectorAll('thead tr:first-child > th'));
      const found = headers.flatMap((th, i) => (hiddenLabels.includes((th.textContent ?? '').trim()) ? [i + 1] : []));
      setIndexes((before) => (before.join() === found.join() ? before : found));
    };
    compute();
    const observer = new MutationObserver(compute);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [hiddenLabels]);

  const css =
    indexes.length > 0
      ? `${indexes.map((i) => `[data-columns="${scope}"] tr > :nth-child(${i}):not(:only-child)`).join(',\n')} { display: none; }`
      : '';
  return (
    <div ref={ref} data-columns={scope}>
      {/* Single-cell rows (loading, empty, error states) span the table and stay. */}
      {css ? <style>{css}</style> : null}
      {children}
    </div>
  );
}
