// Risks by net rating as horizontal bars in the rating colours, with a
// stacked overview bar on top.
import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import surfaces from '@/components/ui/surfaces.module.css';
import type { RatingCount } from '../api/dashboard';
import { barWidths } from './look';

export function RatingChart({ counts }: { counts: readonly RatingCount[] }) {
  const { t } = useTranslation();
  const total = counts.reduce((sum, item) => sum + item.count, 0);
  const widths = barWidths(counts.map((item) => item.count));
  const name = (rating: string) => t(`ratings.${rating}`, { defaultValue: rating });
  const summary = counts.map((item) => `${name(item.rating)}: ${item.count}`).join(', ');

  return (
    <Stack gap="md" role="figure" aria-label={t('riskDashboard.byRating.aria', { summary })}>
      <Box
        h={14}
        className={surfaces.trackStrong}
        style={{ display: 'flex', borderRadius: 7, overflow: 'hidden' }}
        aria-hidden
      >
        {total > 0
          ? counts
              .filter((item) => item.count > 0)
              .map((item) => (
                <Tooltip key={item.rating} label={`${name(item.rating)}: ${item.count}`}>
                  <Box h="100%" style={{ width: `${(item.count / total) * 100}%`, background: item.color }} />
                </Tooltip>
              ))
          : null}
      </Box>
      <Stack gap={10} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {counts.map((item, i) => (
          <li key={item.rating} data-testid="rating-bar" data-rating={item.rating}>
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" w={90} truncate>
                {name(item.rating)}
              </Text>
              <Box style={{ flex: 1 }} h={22} className={surfaces.track} aria-hidden>
                <Box
                  h="100%"
                  style={{
                    width: `${widths[i] ?? 0}%`,
                    minWidth: item.count > 0 ? 4 : 0,
                    background: item.color,
                    borderRadius: 4,
                    transition: 'width 300ms ease',
                  }}
                />
              </Box>
              <Text size="sm" fw={600} w={36} ta="end">
                {item.count}
              </Text>
              <Text size="xs" c="dimmed" w={40} ta="end">
                <bdi>{total > 0 ? `${Math.round((item.count / total) * 100)}%` : '0%'}</bdi>
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
