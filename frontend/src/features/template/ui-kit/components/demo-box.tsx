// A coloured box that shows its grid span: the cells of the grid demos.
import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A tinted cell with a label (the span or column it shows). */
export function DemoBox({ children, color = 'primary', h = 48 }: { children: ReactNode; color?: string; h?: number }) {
  return (
    <Box
      h={h}
      px="xs"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 'var(--mantine-radius-md)',
        background: `var(--mantine-color-${color}-light)`,
        border: `1px dashed var(--mantine-color-${color}-light-color)`,
      }}
    >
      <Text size="sm" fw={600} c={`var(--mantine-color-${color}-light-color)`} ta="center">
        {children}
      </Text>
    </Box>
  );
}
