import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import i18n from './i18n';
import { frequencyKey, frequencyLabel, useFrequencyLabel } from './frequency';

const t = i18n.t.bind(i18n);

describe('frequencyKey', () => {
  it('reads spaced, hyphenated and capitalised names alike', () => {
    expect(frequencyKey('One Off')).toBe('one_off');
    expect(frequencyKey('one-off')).toBe('one_off');
    expect(frequencyKey(' Continuous ')).toBe('continuous');
  });
});

describe('frequencyLabel (spec section 9)', () => {
  it('names One Off and Once', () => {
    expect(frequencyLabel(t, 'one_off')).toBe('One Off');
    expect(frequencyLabel(t, 'once')).toBe('Once');
    expect(frequencyLabel(t, 'One Off')).toBe('One Off');
  });

  it('names Continuous and ignores a repeat given to it', () => {
    expect(frequencyLabel(t, 'continuous')).toBe('Continuous');
    expect(frequencyLabel(t, 'continuous', 'monthly')).toBe('Continuous');
    expect(frequencyLabel(t, 'once', 'monthly')).toBe('Once');
  });

  it('shows the frequency text with Periodic and Cyclical', () => {
    expect(frequencyLabel(t, 'periodic', 'monthly')).toBe('Periodic · Monthly');
    expect(frequencyLabel(t, 'cyclical', 'quarterly')).toBe('Cyclical · Quarterly');
    expect(frequencyLabel(t, 'Periodic', 'Semiannually')).toBe('Periodic · Semi-annually');
  });

  it('shows Periodic and Cyclical alone without a repeat', () => {
    expect(frequencyLabel(t, 'periodic')).toBe('Periodic');
    expect(frequencyLabel(t, 'cyclical', '')).toBe('Cyclical');
    expect(frequencyLabel(t, 'cyclical', null)).toBe('Cyclical');
  });

  it('shows an unknown frequency or repeat as given', () => {
    expect(frequencyLabel(t, 'fortnightly')).toBe('fortnightly');
    expect(frequencyLabel(t, 'periodic', 'every blue moon')).toBe('Periodic · every blue moon');
    expect(frequencyLabel(t, '')).toBe('');
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('de');
    try {
      expect(frequencyLabel(t, 'periodic', 'monthly')).not.toBe('Periodic · Monthly');
      expect(frequencyLabel(t, 'periodic', 'monthly')).toBe(`${t('frequency.periodic')} · ${t('frequency.repeat.monthly')}`);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('useFrequencyLabel', () => {
  it('binds the label to the current language', () => {
    const { result } = renderHook(() => useFrequencyLabel());
    expect(result.current('periodic', 'weekly')).toBe('Periodic · Weekly');
  });
});
