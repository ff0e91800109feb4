// A small SVG line (or area) over a few values: the trend of a stat card.
import { useId } from 'react';

export function Sparkline({
  values,
  color,
  area = true,
  width = 120,
  height = 44,
}: {
  values: readonly number[];
  /** A theme colour name (primary, success...). */
  color: string;
  area?: boolean;
  width?: number;
  height?: number;
}) {
  const id = `spark-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - lo || 1;
  const x = (i: number) => (values.length <= 1 ? width / 2 : (i / (values.length - 1)) * width);
  const y = (v: number) => 4 + (1 - (v - lo) / span) * (height - 8);
  const line = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const stroke = `var(--mantine-color-${color}-filled)`;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} preserveAspectRatio="none" aria-hidden style={{ display: 'block', direction: 'ltr' }}>
      <defs>
        <linearGradient id={id} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor={stroke} stopOpacity={0.35} />
          <stop offset="100%" stopColor={stroke} stopOpacity={0} />
        </linearGradient>
      </defs>
      {area ? <path d={`${line} L${width},${height} L0,${height} Z`} fill={`url(#${id})`} /> : null}
      <path d={line} fill="none" stroke={stroke} strokeWidth={2} vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
    </svg>
  );
}
