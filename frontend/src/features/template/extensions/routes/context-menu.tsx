// /extensions/context-menu: right-click a row of the table, or the area, to
// open a menu at the pointer (keyboard: focus a row, Shift+F10 or the
// context-menu key): icons, a submenu, a dangerous action; the chosen
// action is shown below.
import { Alert, Badge, Box, Group, Kbd, Menu, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import {
  IconClick,
  IconCopy,
  IconDownload,
  IconEdit,
  IconEye,
  IconFileSpreadsheet,
  IconFileText,
  IconMail,
  IconPhoto,
  IconRefresh,
  IconShare,
  IconLink,
  IconTrash,
  IconClipboard,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { ContextMenu } from '../components/context-menu';
import { useContextMenu } from '../components/use-context-menu';
import classes from '../components/context-menu.module.css';

const FILES = [
  { id: 'f1', key: 'report', icon: IconFileText, size: '1.2 MB', color: 'info' },
  { id: 'f2', key: 'register', icon: IconFileSpreadsheet, size: '640 KB', color: 'success' },
  { id: 'f3', key: 'diagram', icon: IconPhoto, size: '3.4 MB', color: 'warning' },
  { id: 'f4', key: 'policy', icon: IconFileText, size: '220 KB', color: 'primary' },
] as const;

type FileRow = (typeof FILES)[number];

export function ContextMenuPage() {
  const { t } = useTranslation('template-extensions');
  const rows = useContextMenu<FileRow>();
  const area = useContextMenu<'area'>();
  const [last, setLast] = useState<string | null>(null);

  const run = (action: string, target: string) => {
    setLast(t('contextMenu.ran', { action: t(`contextMenu.actions.${action}`), target }));
  };

  const fileName = (file: FileRow) => t(`contextMenu.files.${file.key}`);
  const fileTarget = rows.point?.target;

  return (
    <TemplatePage route="tplContextMenu" description={t('contextMenu.description')}>
      <ExampleGrid>
        <ExampleCard title={t('contextMenu.tableTitle')} description={t('contextMenu.tableHint')} flush>
          <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="lg">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contextMenu.name')}</Table.Th>
                <Table.Th>{t('contextMenu.size')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FILES.map((file) => (
                <Table.Tr
                  key={file.id}
                  tabIndex={0}
                  className={classes.row}
                  data-active={rows.point?.target.id === file.id || undefined}
                  data-testid={`file-${file.key}`}
                  aria-haspopup="menu"
                  {...rows.bind(file)}
                >
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <ThemeIcon variant="light" color={file.color} radius="md">
                        <file.icon size={18} />
                      </ThemeIcon>
                      <Text size="sm" fw={500}>
                        {fileName(file)}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {file.size}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ExampleCard>

        <ExampleCard title={t('contextMenu.areaTitle')} description={t('contextMenu.areaHint')}>
          <Stack gap="md">
            <Box tabIndex={0} className={classes.area} aria-haspopup="menu" data-testid="menu-area" {...area.bind('area')}>
              <ThemeIcon size={48} radius="xl" variant="light">
                <IconClick size={26} />
              </ThemeIcon>
              <Text size="sm" fw={500}>
                {t('contextMenu.areaPrompt')}
              </Text>
              <Group gap={4}>
                <Kbd>Shift</Kbd>+<Kbd>F10</Kbd>
              </Group>
            </Box>
            <Alert color={last ? 'success' : 'gray'} variant="light" title={t('contextMenu.lastAction')} data-testid="last-action">
              {last ?? t('contextMenu.noAction')}
            </Alert>
          </Stack>
        </ExampleCard>
      </ExampleGrid>

      <ContextMenu point={rows.point} onClose={rows.close} label={t('contextMenu.menuLabel')}>
        {fileTarget ? (
          <>
            <Menu.Label>{fileName(fileTarget)}</Menu.Label>
            {(
              [
                ['open', IconEye],
                ['rename', IconEdit],
                ['duplicate', IconCopy],
                ['download', IconDownload],
              ] as const
            ).map(([action, Icon]) => (
              <Menu.Item key={action} leftSection={<Icon size={16} />} onClick={() => run(action, fileName(fileTarget))}>
                {t(`contextMenu.actions.${action}`)}
              </Menu.Item>
            ))}
            <Menu.Sub>
              <Menu.Sub.Target>
                <Menu.Sub.Item leftSection={<IconShare size={16} />}>{t('contextMenu.actions.share')}</Menu.Sub.Item>
              </Menu.Sub.Target>
              <Menu.Sub.Dropdown>
                <Menu.Item leftSection={<IconMail size={16} />} onClick={() => run('email', fileName(fileTarget))}>
                  {t('contextMenu.actions.email')}
                </Menu.Item>
                <Menu.Item leftSection={<IconLink size={16} />} onClick={() => run('copyLink', fileName(fileTarget))}>
                  {t('contextMenu.actions.copyLink')}
                </Menu.Item>
              </Menu.Sub.Dropdown>
            </Menu.Sub>
            <Menu.Divider />
            <Menu.Item
              color="danger"
              leftSection={<IconTrash size={16} />}
              rightSection={<Badge size="xs" color="danger" variant="light">Del</Badge>}
              onClick={() => run('delete', fileName(fileTarget))}
            >
              {t('contextMenu.actions.delete')}
            </Menu.Item>
          </>
        ) : null}
      </ContextMenu>

      <ContextMenu point={area.point} onClose={area.close} label={t('contextMenu.menuLabel')}>
        <Menu.Label>{t('contextMenu.areaTitle')}</Menu.Label>
        <Menu.Item leftSection={<IconRefresh size={16} />} onClick={() => run('refresh', t('contextMenu.areaTitle'))}>
          {t('contextMenu.actions.refresh')}
        </Menu.Item>
        <Menu.Item leftSection={<IconClipboard size={16} />} onClick={() => run('paste', t('contextMenu.areaTitle'))}>
          {t('contextMenu.actions.paste')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileText size={16} />} onClick={() => run('newFile', t('contextMenu.areaTitle'))}>
          {t('contextMenu.actions.newFile')}
        </Menu.Item>
      </ContextMenu>
    </TemplatePage>
  );
}
