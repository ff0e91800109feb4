// A context menu at the pointer: right-click (or Shift+F10 / the context-menu
// key on a focused element) opens a Mantine Menu anchored to an invisible
// point where the click was; Escape, a click elsewhere or a chosen item
// closes it.
import { Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MenuPoint } from './use-context-menu';

export function ContextMenu<T>({
  point,
  onClose,
  label,
  children,
}: {
  point: MenuPoint<T> | null;
  onClose: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <Menu
      opened={point !== null}
      onChange={(opened) => {
        if (!opened) onClose();
      }}
      position="bottom-start"
      offset={2}
      width={220}
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Menu.Target>
        <div
          aria-hidden
          style={{ position: 'fixed', left: point?.x ?? 0, top: point?.y ?? 0, width: 1, height: 1, pointerEvents: 'none' }}
        />
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>{children}</Menu.Dropdown>
    </Menu>
  );
}
