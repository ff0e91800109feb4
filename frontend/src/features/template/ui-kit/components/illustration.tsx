// Card images drawn as SVG (the machines are offline: no external images):
// a landscape, a chart on a desk and an abstract pattern, in theme colours.
import { Box } from '@mantine/core';

export type IllustrationKind = 'landscape' | 'analytics' | 'pattern';

/** An illustration that fills its box's width, `height` pixels high. */
export function Illustration({ kind, height = 160, label }: { kind: IllustrationKind; height?: number; label: string }) {
  return (
    <Box h={height} style={{ overflow: 'hidden' }}>
      <svg viewBox="0 0 400 160" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" role="img" aria-label={label}>
        {kind === 'landscape' ? (
          <>
            <rect width="400" height="160" style={{ fill: 'light-dark(var(--mantine-color-info-1), var(--mantine-color-dark-5))' }} />
            <circle cx="320" cy="44" r="22" fill="var(--mantine-color-warning-4)" />
            <path d="M0 120 L80 60 L150 110 L220 50 L320 120 L400 80 L400 160 L0 160 Z" fill="var(--mantine-color-primary-4)" />
            <path d="M0 140 L100 100 L190 135 L280 95 L400 130 L400 160 L0 160 Z" fill="var(--mantine-color-primary-7)" />
            <path d="M200 50 L220 50 L210 62 Z" fill="#fff" opacity="0.8" />
          </>
        ) : kind === 'analytics' ? (
          <>
            <rect width="400" height="160" style={{ fill: 'light-dark(var(--mantine-color-primary-1), var(--mantine-color-dark-5))' }} />
            <rect x="60" y="24" width="280" height="112" rx="10" style={{ fill: 'light-dark(var(--mantine-color-white), var(--mantine-color-dark-7))' }} />
            {[40, 70, 55, 90, 65, 100].map((h, i) => (
              <rect
                key={i}
                x={90 + i * 40}
                y={120 - h}
                width="22"
                height={h}
                rx="4"
                fill={i === 5 ? 'var(--mantine-color-primary-6)' : 'var(--mantine-color-primary-3)'}
              />
            ))}
            <path d="M90 90 L130 70 L170 80 L210 50 L250 62 L300 30" fill="none" stroke="var(--mantine-color-success-6)" strokeWidth="3" />
          </>
        ) : (
          <>
            <rect width="400" height="160" style={{ fill: 'light-dark(var(--mantine-color-success-1), var(--mantine-color-dark-5))' }} />
            {Array.from({ length: 8 }, (_, i) => (
              <circle
                key={i}
                cx={30 + i * 50}
                cy={i % 2 ? 50 : 110}
                r={18 + (i % 3) * 10}
                fill={['var(--mantine-color-success-4)', 'var(--mantine-color-info-4)', 'var(--mantine-color-warning-3)'][i % 3]}
                opacity="0.8"
              />
            ))}
          </>
        )}
      </svg>
    </Box>
  );
}
