// A product's stock as a badge: "In stock", "Only N left" or "Out of stock".
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stockLabel } from '../lib/shop';

export function StockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation();
  const label = stockLabel(stock);
  return (
    <Badge color={label.color} variant="light" tt="none" data-testid="stock-badge">
      {t(label.key, { count: label.count })}
    </Badge>
  );
}
