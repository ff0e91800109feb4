// Ten-shade palettes (Mantine's colour tuple) generated from one brand colour:
// lighter tints at 0-5, the brand colour itself at 6, darker shades at 7-9.
import type { MantineColorsTuple } from '@mantine/core';

function parseHex(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `hex` with `target` (0 = hex, 1 = target). */
export function mix(hex: string, target: string, amount: number): string {
  const a = parseHex(hex);
  const b = parseHex(target);
  return toHex(a.map((c, i) => c + ((b[i] ?? 0) - c) * amount));
}

const TINTS = [0.92, 0.84, 0.7, 0.54, 0.38, 0.18];
const SHADES = [0.12, 0.24, 0.36];

export function palette(hex: string): MantineColorsTuple {
  return [
    ...TINTS.map((t) => mix(hex, '#ffffff', t)),
    toHex(parseHex(hex)),
    ...SHADES.map((s) => mix(hex, '#000000', s)),
  ] as unknown as MantineColorsTuple;
}

export function rgba(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
