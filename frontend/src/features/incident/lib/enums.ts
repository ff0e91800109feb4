// The incident's fixed value lists (docs/incident-module.md, DOMAIN.md
// "Incidents") and their labels in the user's language
// (`incidentFields.<field>.<value>`).
import type { TFunction } from 'i18next';

export const REPORTER_TYPES = ['employee', 'agent', 'supplier', 'customer', 'public'] as const;
export const SOURCES = ['email', 'phone', 'in_person', 'social_media', 'media'] as const;
export const CAUSE_CATEGORIES = ['people', 'systems', 'processes', 'external_events'] as const;
export const EXPERIENCE_TYPES = ['near_miss', 'opportunity_cost', 'indirect_loss', 'direct_financial_loss'] as const;
export const ESCALATION_LEVELS = ['management', 'executive', 'board'] as const;
export const INCIDENT_STATUSES = ['open', 'closed'] as const;
export const APPROVAL_STATUSES = ['proposed', 'pending', 'approved', 'rejected', 'deleted'] as const;

export type EnumField = 'reporter_type' | 'source' | 'cause_category' | 'experience_type' | 'escalation_level' | 'status';

export const ENUM_VALUES: Record<EnumField, readonly string[]> = {
  reporter_type: REPORTER_TYPES,
  source: SOURCES,
  cause_category: CAUSE_CATEGORIES,
  experience_type: EXPERIENCE_TYPES,
  escalation_level: ESCALATION_LEVELS,
  status: INCIDENT_STATUSES,
};

/** The value's label ("Near miss"); the raw value when unknown, '—' when empty. */
export function enumLabel(t: TFunction, field: EnumField, value: string): string {
  if (!value) return '—';
  return t(`incidentFields.values.${field}.${value}`, { defaultValue: value });
}

/** A select's options for an enum field. */
export function enumOptions(t: TFunction, field: EnumField): { value: string; label: string }[] {
  return ENUM_VALUES[field].map((value) => ({ value, label: enumLabel(t, field, value) }));
}

/** Badge colours of the experience types: worse outcomes redder. */
export const EXPERIENCE_COLOR: Record<string, string> = {
  near_miss: 'info',
  opportunity_cost: 'warning',
  indirect_loss: 'orange',
  direct_financial_loss: 'danger',
};

export const ESCALATION_COLOR: Record<string, string> = {
  management: 'gray',
  executive: 'warning',
  board: 'danger',
};

/** An amount in the user's language with two decimals ("1.234,50"). */
export function amountOptions(): Intl.NumberFormatOptions {
  return { minimumFractionDigits: 2, maximumFractionDigits: 2 };
}
