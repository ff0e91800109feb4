// /cards/statistics: stat cards (icon, figure, label, trend up or down) with
// sparklines, centred tiles, and a wide card of several figures.
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBox,
  IconChartBar,
  IconCurrencyDollar,
  IconEye,
  IconHeart,
  IconMessage,
  IconServer,
  IconShoppingCart,
  IconTruck,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TemplatePage } from '../../components/example-card';
import { StatCard } from '../components/stat-card';

function SectionTitle({ children }: { children: string }) {
  return (
    <Title order={2} size="h4" mt="md" mb="sm">
      {children}
    </Title>
  );
}

export function CardsStatisticsPage() {
  const { t, i18n } = useTranslation('template-ui-kit');
  const number = (n: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(i18n.language, options).format(n);
  const money = (n: number) => number(n, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const compact = (n: number) => number(n, { notation: 'compact', maximumFractionDigits: 1 });
  const trend = (value: number) => t('cardsStats.trend', { value });

  return (
    <TemplatePage route="tplCardsStatistics" description={t('cardsStats.description')}>
      <SectionTitle>{t('cardsStats.withCharts')}</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <StatCard icon={IconUsers} color="primary" value={compact(92600)} label={t('cardsStats.subscribers')} trend={12.4} trendLabel={trend(12.4)} spark={[28, 40, 36, 52, 38, 60, 55, 70]} />
        <StatCard icon={IconCurrencyDollar} color="success" value={money(97500)} label={t('cardsStats.revenue')} trend={8.2} trendLabel={trend(8.2)} spark={[10, 41, 35, 51, 49, 62, 69, 91]} />
        <StatCard icon={IconShoppingCart} color="danger" value={compact(36900)} label={t('cardsStats.orders')} trend={-4.1} trendLabel={trend(-4.1)} spark={[70, 62, 58, 66, 50, 44, 48, 40]} />
        <StatCard icon={IconBox} color="warning" value={compact(97500)} label={t('cardsStats.ordersReceived')} trend={2.7} trendLabel={trend(2.7)} spark={[20, 30, 24, 42, 36, 46, 40, 52]} />
      </SimpleGrid>

      <SectionTitle>{t('cardsStats.tiles')}</SectionTitle>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="lg">
        <StatCard layout="vertical" icon={IconEye} color="info" value={compact(36900)} label={t('cardsStats.views')} />
        <StatCard layout="vertical" icon={IconMessage} color="warning" value={number(12)} label={t('cardsStats.comments')} />
        <StatCard layout="vertical" icon={IconShoppingCart} color="danger" value={number(97)} label={t('cardsStats.orders')} />
        <StatCard layout="vertical" icon={IconServer} color="primary" value="2.1 GB" label={t('cardsStats.bandwidth')} />
        <StatCard layout="vertical" icon={IconHeart} color="success" value={compact(26800)} label={t('cardsStats.reviews')} />
        <StatCard layout="vertical" icon={IconTruck} color="gray" value={number(689)} label={t('cardsStats.returns')} />
      </SimpleGrid>

      <SectionTitle>{t('cardsStats.trends')}</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <StatCard icon={IconChartBar} color="primary" value={money(8458)} label={t('cardsStats.sales')} trend={18.2} trendLabel={trend(18.2)} />
        <StatCard icon={IconUsers} color="info" value={number(2450)} label={t('cardsStats.customers')} trend={-2.5} trendLabel={trend(-2.5)} />
        <StatCard icon={IconBox} color="success" value={number(1320)} label={t('cardsStats.products')} trend={5.6} trendLabel={trend(5.6)} />
        <StatCard icon={IconCurrencyDollar} color="danger" value={money(3650)} label={t('cardsStats.expenses')} trend={-9.3} trendLabel={trend(-9.3)} />
      </SimpleGrid>

      <SectionTitle>{t('cardsStats.summary')}</SectionTitle>
      <Card>
        <Group justify="space-between" mb="lg">
          <Text fw={600}>{t('cardsStats.statistics')}</Text>
          <Text size="sm" c="dimmed">
            {t('cardsStats.updated')}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {(
            [
              [IconChartBar, 'primary', compact(230000), 'sales'],
              [IconUsers, 'info', compact(8549), 'customers'],
              [IconBox, 'danger', number(1423), 'products'],
              [IconCurrencyDollar, 'success', money(9745), 'revenue'],
            ] as const
          ).map(([StatIcon, color, value, key]) => (
            <Group key={key} gap="md" wrap="nowrap">
              <ThemeIcon size={48} radius="xl" variant="light" color={color}>
                <StatIcon size={24} stroke={1.7} />
              </ThemeIcon>
              <Stack gap={0}>
                <Text fw={700} fz="lg">
                  {value}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`cardsStats.${key}`)}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      </Card>
    </TemplatePage>
  );
}
