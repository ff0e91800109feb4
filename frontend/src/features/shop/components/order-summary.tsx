// The money of a cart or an order, as the server computed it.
import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../lib/shop';

type Props = { itemCount: number; subtotal: string; delivery: string; total: string };

export function OrderSummary({ itemCount, subtotal, delivery, total }: Props) {
  const { t, i18n } = useTranslation();
  const free = Number(delivery) === 0;
  return (
    <Stack gap={8} data-testid="order-summary">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('shop.checkout.items', { count: itemCount })}
        </Text>
        <Text size="sm">{formatPrice(subtotal, i18n.language)}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('shop.checkout.delivery')}
        </Text>
        <Text size="sm" c={free ? 'success' : undefined}>
          {free ? t('shop.checkout.free') : formatPrice(delivery, i18n.language)}
        </Text>
      </Group>
      <Divider />
      <Group justify="space-between">
        <Text fw={600}>{t('shop.checkout.total')}</Text>
        <Text fw={700} data-testid="order-total">
          {formatPrice(total, i18n.language)}
        </Text>
      </Group>
    </Stack>
  );
}
