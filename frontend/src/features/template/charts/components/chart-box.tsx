// A chart's place in its card: a fixed height, the full width of the card.
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

export const CHART_HEIGHT = 300;

export function ChartBox({ height = CHART_HEIGHT, testId, children }: { height?: number; testId?: string; children: ReactNode }) {
  return (
    <Box h={height} w="100%" pos="relative" data-testid={testId} data-chart>
      {children}
    </Box>
  );
}
