// The state of a context menu at the pointer: where it opens and for what;
// the handlers to spread on each element that may open it (right-click,
// Shift+F10 or the context-menu key).
import { useState, type KeyboardEvent, type MouseEvent } from 'react';

export type MenuPoint<T> = { x: number; y: number; target: T };

/** The open/close state and the handlers to spread on what may open it. */
export function useContextMenu<T>() {
  const [point, setPoint] = useState<MenuPoint<T> | null>(null);
  const bind = (target: T) => ({
    onContextMenu: (event: MouseEvent<HTMLElement>) => {
      event.preventDefault();
      setPoint({ x: event.clientX, y: event.clientY, target });
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
        event.preventDefault();
        const rect = event.currentTarget.getBoundingClientRect();
        setPoint({ x: rect.left + Math.min(24, rect.width / 2), y: rect.top + rect.height / 2, target });
      }
    },
  });
  return { point, bind, close: () => setPoint(null) };
}

