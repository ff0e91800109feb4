// The two menus of the list's toolbar and of an opened mail: move to a
// folder, and toggle a label (each with the label's colour dot).
import { ActionIcon, Menu, Tooltip, type MenuProps } from '@mantine/core';
import { IconFolderSymlink, IconTag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LABELS, MOVE_TARGETS } from '../lib/mail';
import classes from './mail.module.css';

type MenuBaseProps = { position: MenuProps['position']; disabled?: boolean };

function ToolbarMenu({ position, disabled, label, icon, children }: MenuBaseProps & { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Menu position={position} withinPortal>
      <Menu.Target>
        <Tooltip label={label} openDelay={300}>
          <ActionIcon variant="subtle" color="gray" disabled={disabled} aria-label={label}>
            {icon}
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** Move to a folder other than `current`. */
export function MoveMenu({ current, onPick, ...base }: MenuBaseProps & { current: string; onPick: (folder: string) => void }) {
  const { t } = useTranslation();
  return (
    <ToolbarMenu {...base} label={t('email.moveTo')} icon={<IconFolderSymlink size={18} stroke={1.7} />}>
      {MOVE_TARGETS.filter((f) => f !== current).map((folder) => (
        <Menu.Item key={folder} onClick={() => onPick(folder)}>
          {t(`email.folders.${folder}`)}
        </Menu.Item>
      ))}
    </ToolbarMenu>
  );
}

/** Toggle one of the labels. */
export function LabelMenu({ onPick, ...base }: MenuBaseProps & { onPick: (label: string) => void }) {
  const { t } = useTranslation();
  return (
    <ToolbarMenu {...base} label={t('email.label')} icon={<IconTag size={18} stroke={1.7} />}>
      {LABELS.map((label) => (
        <Menu.Item
          key={label.value}
          onClick={() => onPick(label.value)}
          leftSection={
            <span className={classes.dot} style={{ backgroundColor: `var(--mantine-color-${label.color}-6)` }} aria-hidden />
          }
        >
          {t(`email.labels.${label.value}`)}
        </Menu.Item>
      ))}
    </ToolbarMenu>
  );
}
