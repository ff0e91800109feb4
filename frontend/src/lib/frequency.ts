// Spec section 9 frequency labels: One Off and Once; Periodic and Cyclical
// (with the frequency text, i.e. the repeat: "Periodic · Monthly"); Continuous.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export const FREQUENCIES = ['one_off', 'once', 'periodic', 'cyclical', 'continuous'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The frequencies whose label carries the repeat text. */
const REPEATING: readonly string[] = ['periodic', 'cyclical'];

/** "One Off", "one-off" and "one_off" are the same frequency. */
export function frequencyKey(value: string): string {
  return value.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/**
 * The label of a frequency in the user's language. Periodic and cyclical
 * items show their repeat ("Periodic · Monthly"); an unknown frequency or
 * repeat shows as given.
 */
export function frequencyLabel(t: TFunction, frequency: string, repeat?: string | null): string {
  const key = frequencyKey(frequency);
  if (!key) return '';
  const name = t(`frequency.${key}`, { defaultValue: frequency });
  const repeatKey = repeat ? frequencyKey(repeat) : '';
  if (!REPEATING.includes(key) || !repeatKey) return name;
  return `${name} · ${t(`frequency.repeat.${repeatKey}`, { defaultValue: repeat ?? '' })}`;
}

/** `frequencyLabel` bound to the current language. */
export function useFrequencyLabel() {
  const { t } = useTranslation();
  return (frequency: string, repeat?: string | null) => frequencyLabel(t, frequency, repeat);
}
