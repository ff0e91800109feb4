// The signed-in user's orders, newest first, paged on the server.
import { Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRows } from '@/components/ui/empty-rows';
import { ListFooter } from '@/components/ui/list-footer';
import { ListTable } from '@/components/ui/list-table';
import { TableStates } from '@/components/ui/table-states';
import { formatDateTime } from '@/lib/format';
import { queryStates } from '@/lib/query-states';
import { useOrders } from '../api/shop';
import { formatPrice } from '../lib/shop';

const SIZES = [5, 10, 20] as const;

export function OrdersCard() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(5);
  const orders = useOrders(page, perPage);
  const rows = orders.data?.data ?? [];
  return (
    <Card padding={0} mt="lg">
      <Group p="lg" pb="sm" gap="sm">
        <IconReceipt size={20} aria-hidden />
        <Title order={2} fz={18}>
          {t('shop.orders.title')}
        </Title>
      </Group>
      <ListTable
        minWidth={680}
        testId="orders-table"
        columns={[
          { label: t('shop.orders.number') },
          { label: t('shop.orders.placed') },
          { label: t('shop.orders.items') },
          { label: t('shop.orders.payment') },
          { label: t('shop.checkout.total'), ta: 'right' },
        ]}
      >
        <TableStates
          columns={5}
          rows={rows.length}
          module="account"
          {...queryStates(orders)}
          empty={<EmptyRows icon={<IconReceipt size={28} stroke={1.6} />} title={t('shop.orders.empty')} />}
        />
        {rows.map((order) => (
          <Table.Tr key={order.id} data-testid="order-row">
            <Table.Td>
              <Text size="sm" ff="monospace">
                #{order.id.slice(-8).toUpperCase()}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDateTime(order.placedAt, i18n.language)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={1}>
                {order.items.map((line) => `${line.quantity} × ${line.product.name}`).join(', ')}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" tt="none">
                {t(`shop.payment.${order.paymentMethod}`, { defaultValue: order.paymentMethod })}
              </Badge>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={600}>
                {formatPrice(order.total, i18n.language)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListFooter
        page={page}
        perPage={perPage}
        total={orders.data?.total ?? 0}
        perPageOptions={SIZES}
        onPageChange={setPage}
        onPerPageChange={(next) => {
          setPerPage(next);
          setPage(1);
        }}
      />
    </Card>
  );
}
