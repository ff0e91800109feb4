// A rating in its band colour with its score (the dashboard's own, as
// features do not share components).
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Rating } from '../api/dashboard';
import { readableOn } from './look';

export function RatingBadge({ rating }: { rating: Rating | null | undefined }) {
  const { t } = useTranslation();
  if (!rating?.rating) return <Text c="dimmed">–</Text>;
  return (
    <Badge
      tt="none"
      variant="filled"
      style={{ backgroundColor: rating.color, color: readableOn(rating.color) }}
      data-rating={rating.rating}
      dir="auto"
    >
      {t(`ratings.${rating.rating}`, { defaultValue: rating.rating })} · {rating.score}
    </Badge>
  );
}
