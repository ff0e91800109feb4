// A product's order status as a badge: delivered is done, pending waits,
// on hold is paused, canceled is stopped.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../api/types';

const COLORS: Record<OrderStatus, string> = {
  delivered: 'success',
  pending: 'warning',
  'on hold': 'info',
  canceled: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" tt="none" radius="sm">
      {t(`dataList.statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}
