// A product's popularity as a progress bar in its colour (spec section 4).
import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '../api/types';
import { popularityShare } from '../lib/popularity';

export function PopularityBar({ popularity, w = 140 }: { popularity: Product['popularity']; w?: number | string }) {
  const { t } = useTranslation();
  const label = t('dataList.popularityValue', { value: popularity.popValue });
  return (
    <Group gap={8} wrap="nowrap" w={w}>
      <Progress
        value={popularityShare(popularity.popValue)}
        color={popularity.color}
        size="md"
        radius="xl"
        style={{ flex: 1 }}
        aria-label={label}
        data-color={popularity.color}
        data-testid="popularity-bar"
      />
      <Text size="xs" c="dimmed" w={28} ta="end">
        {popularity.popValue}
      </Text>
    </Group>
  );
}
