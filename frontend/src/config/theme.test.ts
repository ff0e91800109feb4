import { describe, expect, it } from 'vitest';
import { mix } from '@/lib/colors';
import {
  BRAND,
  contrastRatio,
  cssVariablesResolver,
  darkenFor,
  DARK_SURFACE,
  DIMMED_DARK,
  DIMMED_LIGHT,
  FILLED_SHADES,
  LIGHT_TEXT_SHADES,
  PAGE_BACKGROUND,
  readableTextOn,
  theme,
} from './theme';

const AA = 4.5;
/** Mantine's dark card (dark-6), the lightest dark surface muted text sits on. */
const DARK_CARD = '#353a52';

describe('contrastRatio', () => {
  it('follows WCAG 2', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#7367F0', '#ffffff')).toBeCloseTo(4.26, 2);
  });
});

describe('darkenFor', () => {
  it('keeps a colour that already reads well', () => {
    expect(darkenFor('#4b465c', ['#ffffff'])).toBe('#4b465c');
  });

  it('darkens only as far as needed', () => {
    const shade = darkenFor(BRAND.danger, ['#ffffff']);
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.6);
    expect(contrastRatio(mix(BRAND.danger, '#000000', 0.12), '#ffffff')).toBeLessThan(4.6);
  });
});

describe('readableTextOn', () => {
  it('picks the text colour with the higher contrast', () => {
    expect(readableTextOn('#EA5455')).toBe('#000');
    expect(readableTextOn('#F5C518')).toBe('#000');
    expect(readableTextOn('#1E7B4B')).toBe('#fff');
    expect(readableTextOn('#8B1E1E')).toBe('#fff');
    expect(readableTextOn('red')).toBe('#fff');
  });
});

describe('theme colours', () => {
  it('keeps the brand colours as shade 6 of their palettes', () => {
    for (const [name, hex] of Object.entries(BRAND)) {
      expect(theme.colors?.[name]?.[6]).toBe(hex.toLowerCase());
    }
  });

  it('gives every colour a text shade of 4.5:1 on white, the page and its own light tint', () => {
    for (const [name, shade] of Object.entries(LIGHT_TEXT_SHADES)) {
      const hex = name in BRAND ? BRAND[name as keyof typeof BRAND] : '#868e96';
      for (const bg of ['#ffffff', PAGE_BACKGROUND, mix(hex, '#ffffff', 0.88)]) {
        expect(contrastRatio(shade, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(AA);
      }
    }
  });

  it('keeps white text on primary and danger fills at 4.5:1', () => {
    expect(contrastRatio(FILLED_SHADES.primary, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(FILLED_SHADES.danger, '#ffffff')).toBeGreaterThanOrEqual(AA);
    // Primary needs next to nothing: 5 % of black.
    expect(FILLED_SHADES.primary).toBe(mix(BRAND.primary, '#000000', 0.05));
  });

  it('keeps muted text at 4.5:1 on the light and dark surfaces', () => {
    for (const bg of ['#ffffff', PAGE_BACKGROUND]) expect(contrastRatio(DIMMED_LIGHT, bg)).toBeGreaterThanOrEqual(AA);
    for (const bg of [DARK_SURFACE, DARK_CARD]) expect(contrastRatio(DIMMED_DARK, bg)).toBeGreaterThanOrEqual(AA);
  });

  it('puts the text shades into the CSS variables', () => {
    const vars = cssVariablesResolver(theme as never);
    expect(vars.light['--mantine-color-dimmed']).toBe(DIMMED_LIGHT);
    expect(vars.light['--mantine-color-anchor']).toBe(LIGHT_TEXT_SHADES.primary);
    expect(vars.light['--mantine-color-success-light-color']).toBe(LIGHT_TEXT_SHADES.success);
    expect(vars.light['--mantine-color-primary-filled']).toBe(FILLED_SHADES.primary);
    expect(vars.dark['--mantine-color-dimmed']).toBe(DIMMED_DARK);
    expect(vars.dark['--mantine-color-primary-filled']).toBe(FILLED_SHADES.primary);
  });
});
