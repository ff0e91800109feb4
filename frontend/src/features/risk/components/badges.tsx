// Badges and bars of the risk screens, coloured as spec sections 4 and 9 say.
import { Badge, Group, Progress, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Rating } from '../api/types';
import { outcomeTone, priorityTone, progressBand, readableOn } from './look';

/** A status badge; `breach` reverses approval colours (spec section 4). Shared: @/components/ui/status-badge. */
export { StatusBadge } from '@/components/ui/status-badge';

export function OutcomeBadge({ outcome }: { outcome: string }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  return (
    <Badge color={outcomeTone(outcome)} variant="light" tt="none">
      {t(`status.${outcome}`, { defaultValue: outcome })}
    </Badge>
  );
}

/** A risk or control rating in its band colour, with the score. */
export function RatingBadge({ rating, withScore = true }: { rating: Rating | null | undefined; withScore?: boolean }) {
  const { t } = useTranslation();
  if (!rating || !rating.rating) return <Text c="dimmed">–</Text>;
  const name = t(`ratings.${rating.rating}`, { defaultValue: rating.rating });
  return (
    <Badge
      tt="none"
      variant="filled"
      style={{ backgroundColor: rating.color, color: readableOn(rating.color) }}
      data-rating={rating.rating}
      dir="auto"
    >
      {withScore ? `${name} · ${rating.score}` : name}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={priorityTone(priority)} variant="light" tt="none">
      {t(`priority.${priority}`, { defaultValue: priority })}
    </Badge>
  );
}

/** Progress with the spec's bands (danger < 50 <= warning < 100 <= success). */
export function ProgressBar({ value, negative = false }: { value: number; negative?: boolean }) {
  const band = progressBand(value, negative);
  return (
    <Tooltip label={`${Math.round(band.value)}%`}>
      <Group gap={8} wrap="nowrap" miw={120}>
        <Progress value={band.value} color={band.tone} size="md" radius="xl" style={{ flex: 1 }} />
        <Text size="xs" c="dimmed" w={36} ta="end">
          <bdi>{Math.round(band.value)}%</bdi>
        </Text>
      </Group>
    </Tooltip>
  );
}

/** A trend number: score change, up is worse. */
export function Trend({ value }: { value: number }) {
  if (!value) return <Text c="dimmed">0</Text>;
  return (
    <Text c={value > 0 ? 'danger' : 'success'} fw={600}>
      {value > 0 ? `▲ ${value}` : `▼ ${Math.abs(value)}`}
    </Text>
  );
}
