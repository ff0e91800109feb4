// The incident form's values: what the inputs hold (numbers may be empty
// while typed, the notification time as a local date-time), the required
// fields (spec section 5: the red "Required" tag), the checks the browser can
// make, and the conversions to and from the API's IncidentInput.
import type { TFunction } from 'i18next';
import { requiredErrors, type FieldErrors } from '@/lib/field-errors';
import type { Incident, IncidentInput } from '../api/types';

export type FormValues = Omit<IncidentInput, 'estimated_loss' | 'max_potential_loss'> & {
  estimated_loss: number | '';
  max_potential_loss: number | '';
};

export const REQUIRED_FIELDS = [
  'title',
  'category_id',
  'function_id',
  'occurred_on',
  'reported_on',
  'reported_by',
  'reporter_type',
  'source',
  'cause_category',
  'experience_type',
  'escalation_level',
  'manager_id',
] as const satisfies readonly (keyof FormValues)[];

export type RequiredField = (typeof REQUIRED_FIELDS)[number];

export const isRequired = (key: string): boolean => (REQUIRED_FIELDS as readonly string[]).includes(key);

export const EMPTY_VALUES: FormValues = {
  title: '',
  description: '',
  category_id: '',
  risk_ids: [],
  function_id: '',
  location: '',
  occurred_on: '',
  reported_on: '',
  reported_by: '',
  reporter_type: '',
  detection_method: '',
  source: '',
  cause_category: '',
  experience_type: '',
  estimated_loss: 0,
  max_potential_loss: 0,
  escalation_level: '',
  manager_id: '',
  breach: false,
  notified_at: '',
  control_id: '',
};

/** Today as YYYY-MM-DD in the browser's time zone. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** An RFC 3339 instant as the value of a datetime-local input ("2026-11-26T10:30"), '' when empty or invalid. */
export function toLocalDateTime(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value as an RFC 3339 instant, '' when empty. */
export function fromLocalDateTime(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** A new incident's values: reported today, then the query string's pre-fill (`?control_id=&function_id=&risk_ids=a,b&title=`). */
export function newValues(search: URLSearchParams, now = new Date()): FormValues {
  const riskIds = (search.get('risk_ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return {
    ...EMPTY_VALUES,
    reported_on: today(now),
    title: (search.get('title') ?? '').slice(0, 200),
    control_id: search.get('control_id') ?? '',
    function_id: search.get('function_id') ?? '',
    risk_ids: [...new Set(riskIds)].slice(0, 20),
    breach: Boolean(search.get('control_id')),
  };
}

/** An incident's values for editing. */
export function valuesOf(incident: Incident): FormValues {
  return {
    title: incident.title,
    description: incident.description,
    category_id: incident.category_id,
    risk_ids: incident.risk_ids ?? [],
    function_id: incident.function_id,
    location: incident.location,
    occurred_on: incident.occurred_on,
    reported_on: incident.reported_on,
    reported_by: incident.reported_by,
    reporter_type: incident.reporter_type,
    detection_method: incident.detection_method,
    source: incident.source,
    cause_category: incident.cause_category,
    experience_type: incident.experience_type,
    estimated_loss: incident.estimated_loss,
    max_potential_loss: incident.max_potential_loss,
    escalation_level: incident.escalation_level,
    manager_id: incident.manager_id,
    breach: incident.breach,
    notified_at: toLocalDateTime(incident.notified_at),
    control_id: incident.control_id,
  };
}

/** The API's input: text trimmed, empty numbers 0, the notification time as an instant. */
export function toInput(values: FormValues): IncidentInput {
  return {
    ...values,
    title: values.title.trim(),
    description: values.description.trim(),
    location: values.location.trim(),
    reported_by: values.reported_by.trim(),
    detection_method: values.detection_method.trim(),
    estimated_loss: values.estimated_loss === '' ? 0 : values.estimated_loss,
    max_potential_loss: values.max_potential_loss === '' ? 0 : values.max_potential_loss,
    notified_at: fromLocalDateTime(values.notified_at),
  };
}

/** Every error the browser can find: missing required fields, then the day order and days in the future. */
export function validate(values: FormValues, t: TFunction, now = new Date()): FieldErrors {
  const errors = requiredErrors(values, REQUIRED_FIELDS);
  const day = today(now);
  if (!errors.occurred_on && values.occurred_on > day) errors.occurred_on = t('incidentForm.errors.future');
  if (!errors.reported_on && values.reported_on > day) errors.reported_on = t('incidentForm.errors.future');
  if (!errors.reported_on && !errors.occurred_on && values.reported_on < values.occurred_on) {
    errors.reported_on = t('incidentForm.errors.reportedBeforeOccurred');
  }
  for (const key of ['estimated_loss', 'max_potential_loss'] as const) {
    const value = values[key];
    if (value !== '' && value < 0) errors[key] = t('incidentForm.errors.negative');
  }
  return errors;
}

/** The server's 422 field keys as the form uses them (an `incident.` prefix dropped). */
export function normalizeServerFields(fields: Record<string, string>): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([key, message]) => [key.replace(/^incident\./, ''), message]));
}
