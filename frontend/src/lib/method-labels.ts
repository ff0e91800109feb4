// The risk method's words as people read them in their language: the axis
// names the heat maps carry as codes ("likelihood", "adequacy"), and the
// level and band names of the default method (server seed, English) by name.
// A name someone typed into the method shows as typed.
import type { TFunction } from 'i18next';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `group`'s text for `name` (read from the object, so any name is safe as a key), else the name. */
function byName(t: TFunction, group: string, name: string): string {
  const texts = t(group, { returnObjects: true }) as unknown;
  const text = isRecord(texts) ? texts[name] : undefined;
  return typeof text === 'string' ? text : name;
}

/** "likelihood" → "Likelihood" (`riskMethod.axes.*`); an unknown axis as given. */
export function methodAxisLabel(t: TFunction, axis: string): string {
  if (!axis) return '';
  return byName(t, 'riskMethod.axes', axis);
}

/** A level of the method ("Rare", "Minor improvements") in the user's language when it is a default one. */
export function methodLevelLabel(t: TFunction, label: string): string {
  return byName(t, 'riskMethod.defaultLabels', label);
}

/** `methodLevelLabel` for many labels: reads the texts once. */
export function methodLevelLabeler(t: TFunction): (label: string) => string {
  const texts = t('riskMethod.defaultLabels', { returnObjects: true }) as unknown;
  return (label) => {
    const text = isRecord(texts) ? texts[label] : undefined;
    return typeof text === 'string' ? text : label;
  };
}

/** A band (rating) name ("High", "Excellent") in the user's language when it is a default one. */
export function ratingLabel(t: TFunction, rating: string): string {
  return byName(t, 'ratings', rating);
}
