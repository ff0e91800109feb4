// A picture drawn in SVG for the carousel and media examples (no external
// images): a gradient in a theme colour with soft shapes and a caption.
import { Box, Text } from '@mantine/core';
import { useId } from 'react';
import type { ThemeColor } from '../lib/demo';

type SlideArtProps = {
  color: ThemeColor;
  caption?: string;
  /** Which arrangement of shapes (0-3). */
  pattern?: number;
  height?: number | string;
};

export function SlideArt({ color, caption, pattern = 0, height = 220 }: SlideArtProps) {
  const id = useId().replace(/:/g, '');
  const from = `var(--mantine-color-${color}-5)`;
  const to = `var(--mantine-color-${color}-8)`;
  return (
    <Box pos="relative" h={height} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
      <svg width="100%" height="100%" viewBox="0 0 400 220" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <defs>
          <linearGradient id={`g${id}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
        </defs>
        <rect width="400" height="220" fill={`url(#g${id})`} />
        {pattern % 4 === 0 ? (
          <>
            <circle cx="320" cy="40" r="90" fill="white" opacity="0.12" />
            <circle cx="60" cy="200" r="70" fill="white" opacity="0.1" />
            <path d="M0 170 L90 110 L160 150 L250 80 L400 160 L400 220 L0 220 Z" fill="white" opacity="0.18" />
          </>
        ) : pattern % 4 === 1 ? (
          <>
            <rect x="40" y="40" width="120" height="120" rx="24" fill="white" opacity="0.14" transform="rotate(12 100 100)" />
            <rect x="240" y="70" width="110" height="110" rx="55" fill="white" opacity="0.12" />
            <path d="M0 200 Q 200 120 400 200 L400 220 L0 220 Z" fill="white" opacity="0.16" />
          </>
        ) : pattern % 4 === 2 ? (
          <>
            {[0, 1, 2, 3, 4].map((i) => (
              <circle key={i} cx={40 + i * 80} cy={110 + (i % 2 ? 30 : -30)} r={26 + i * 4} fill="white" opacity={0.08 + i * 0.02} />
            ))}
          </>
        ) : (
          <>
            <path d="M0 0 L400 0 L400 60 Q 200 140 0 60 Z" fill="white" opacity="0.12" />
            <polygon points="200,60 260,170 140,170" fill="white" opacity="0.18" />
            <circle cx="330" cy="170" r="40" fill="white" opacity="0.1" />
          </>
        )}
      </svg>
      {caption ? (
        <Text pos="absolute" bottom={16} left={0} right={0} ta="center" c="white" fw={600} fz="lg" style={{ textShadow: '0 1px 4px rgb(0 0 0 / 35%)' }}>
          {caption}
        </Text>
      ) : null}
    </Box>
  );
}
