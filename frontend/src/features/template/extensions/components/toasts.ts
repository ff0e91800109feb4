// Toastr-style notifications over Mantine's notifications: a type (colour
// and icon), title, message, position, auto-close time or persistent, and
// an optional progress bar that runs for the auto-close time.
import { Stack } from '@mantine/core';
import { notifications, type NotificationData } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX, type Icon } from '@tabler/icons-react';
import { createElement } from 'react';
import { ToastProgress } from './toast-progress';

export const TOAST_TYPES = ['success', 'info', 'warning', 'error'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const POSITIONS = ['top-right', 'top-left', 'top-center', 'bottom-right', 'bottom-left', 'bottom-center'] as const;
export type Position = (typeof POSITIONS)[number];

export const TOAST_LOOK: Record<ToastType, { color: string; icon: Icon }> = {
  success: { color: 'success', icon: IconCheck },
  info: { color: 'info', icon: IconInfoCircle },
  warning: { color: 'warning', icon: IconAlertTriangle },
  error: { color: 'danger', icon: IconX },
};

type Toast = {
  type: ToastType;
  title: string;
  message: string;
  position: Position;
  duration: number;
  persistent: boolean;
  progress: boolean;
};

/** Shows one toast; returns its id. */
export function fireToast(toast: Toast): string {
  const look = TOAST_LOOK[toast.type];
  const data: NotificationData = {
    title: toast.title,
    message:
      toast.progress && !toast.persistent
        ? createElement(
            Stack,
            { gap: 6 },
            createElement('span', null, toast.message),
            createElement(ToastProgress, { duration: toast.duration, color: look.color }),
          )
        : toast.message,
    color: look.color,
    icon: createElement(look.icon, { size: 18 }),
    position: toast.position,
    autoClose: toast.persistent ? false : toast.duration,
    withBorder: true,
  };
  return notifications.show(data);
}

