// What people read instead of the codes an audit event carries: its action,
// entity type and service as translated labels (`audit.*` texts), and the
// fields of its before/after snapshots by their labels, with ids as names
// and enum values through the texts the forms use. A code without a text
// is shown humanized ("approval_stale" → "Approval stale"), never raw.
import type { TFunction } from 'i18next';
import { frequencyLabel } from './frequency';
import { LANGUAGES } from './i18n';

/** Every action the services record (auth, settings, risk, gateway, comments, saved views). */
export const AUDIT_ACTIONS = [
  // auth: sessions
  'login_succeeded',
  'login_failed',
  'logout',
  'refresh_reuse_detected',
  'sessions_revoked',
  // auth: users and roles
  'registered',
  'identity_linked',
  'created_by_sso',
  'role_mapped_by_sso',
  'created',
  'updated',
  'deleted',
  'deactivated',
  'reactivated',
  'password_reset',
  'password_changed',
  'profile_updated',
  'avatar_changed',
  'avatar_removed',
  'permissions_changed',
  // gateway
  'access_denied',
  // risk
  'submitted',
  'approved',
  'rejected',
  're_rated',
  'approval_stale',
  'completed',
  'scheduled',
  'attachment_added',
  'attachment_removed',
  'accepted',
  'acceptance_expired',
  'review_recorded',
  'imported',
  'reassessment_flagged',
  'reassessment_cleared',
  // incident
  'closed',
  'reopened',
  'reassessment_requested',
  'planned',
] as const;

/** Every entity type the services record. */
export const AUDIT_ENTITY_TYPES = [
  'session',
  'user',
  'role',
  'function',
  'route',
  'risk',
  'control',
  'control_activity',
  'action_plan',
  'risk_category',
  'risk_method',
  'attachment',
  'comment',
  'saved_view',
  // incident
  'incident',
  'category',
  'action',
  'loss',
  'lesson',
] as const;

/** The services whose events the audit log holds. */
export const AUDIT_SERVICES = ['auth', 'settings', 'risk', 'incident', 'gateway'] as const;

/**
 * The fields of the snapshots the services record, each labelled in
 * `audit.fields.*` (risk, control, plan, activity, category, method, user,
 * function, role, profile, session, gateway and attachment snapshots).
 */
export const AUDIT_FIELDS = [
  'reference',
  'title',
  'name',
  'description',
  'risk_event',
  'causes',
  'effects',
  'category_id',
  'function_id',
  'owner_id',
  'status',
  'approval_status',
  'gross_likelihood',
  'gross_impact',
  'net_likelihood',
  'net_impact',
  'net_rating',
  'override_justification',
  'response',
  'appetite',
  'key_risk_indicator',
  'kri_level',
  'control_ids',
  'version',
  'intention',
  'criticality',
  'state',
  'adequacy',
  'effectiveness',
  'risk_ids',
  'risk_id',
  'control_id',
  'priority',
  'start_date',
  'due_date',
  'progress',
  'frequency',
  'repeat',
  'outcome',
  'comment',
  'parent_id',
  'head_user_id',
  'email',
  'role',
  'must_change_password',
  'permissions',
  'language',
  'avatar',
  'content_type',
  'size',
  'remember',
  'user_agent',
  'reason',
  'method',
  'path',
  'permission',
  'attachment',
  'file_name',
  'likelihood_labels',
  'impact_labels',
  'risk_bands',
  'adequacy_labels',
  'effectiveness_labels',
  'control_bands',
  'default_appetite',
  'min_score',
  'color',
  'reduction_steps',
  'value',
  'acceptance_justification',
  'acceptance_expires_on',
  'acceptance_expired',
  'next_review_on',
  'mentions',
  'body',
  'entity_type',
  'entity_id',
  'entity_reference',
  'entity_title',
  'author_id',
  // incident snapshots (incident, category, action, loss, lesson, re-assessment)
  'location',
  'occurred_on',
  'reported_on',
  'reported_by',
  'reporter_type',
  'detection_method',
  'source',
  'cause_category',
  'experience_type',
  'actual_loss',
  'estimated_loss',
  'max_potential_loss',
  'escalation_level',
  'manager_id',
  'breach',
  'notified_at',
  'notify_by',
  'closed_at',
  'notification_hours',
  'loss_threshold',
  'incident_id',
  'due_on',
  'completed_at',
  'kind',
  'amount',
  'booked_on',
  'note',
  'text',
  'action_plan_id',
  'lessons',
  // a risk's re-assessment flag (risk.risk.reassessment_flagged / _cleared)
  'reassessment_due',
  'reassessment_reason',
  'incident_reference',
  'incident_title',
] as const;

/** Incident snapshot fields whose values are codes with the incident form's texts (`incidentFields.values.<field>.*`). */
export const INCIDENT_VALUE_FIELDS = ['reporter_type', 'source', 'cause_category', 'experience_type', 'escalation_level'] as const;

/** Values of `reason` (a failed sign-in) that have a text in `audit.reasons.*`. */
export const AUDIT_REASONS = ['invalid_credentials', 'account_inactive', 'linked', 'loss_threshold'] as const;

/** "approval_stale" → "Approval stale": a code without a text, readable. */
export function humanize(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s.-]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}

/** A text under `prefix` for `code`, else the code humanized; codes with i18next separators are never looked up. */
function lookup(t: TFunction, prefix: string, code: string): string {
  if (!code) return '';
  if (!/^[A-Za-z0-9_-]+$/.test(code)) return humanize(code);
  return t(`${prefix}.${code}`, { defaultValue: humanize(code) });
}

export function auditActionLabel(t: TFunction, action: string): string {
  return lookup(t, 'audit.actions', action);
}

export function auditEntityTypeLabel(t: TFunction, type: string): string {
  return lookup(t, 'audit.entityTypes', type);
}

export function auditServiceLabel(t: TFunction, service: string): string {
  return lookup(t, 'audit.services', service);
}

export function auditFieldLabel(t: TFunction, field: string): string {
  return lookup(t, 'audit.fields', field);
}

/** Names of the things a snapshot's ids point at; an id not in them shows as `audit.unknownRef`. */
export type AuditNames = {
  users?: ReadonlyMap<string, string>;
  categories?: ReadonlyMap<string, string>;
  functions?: ReadonlyMap<string, string>;
  risks?: ReadonlyMap<string, string>;
  controls?: ReadonlyMap<string, string>;
  /** Incident categories (an incident's category, a category's parent). */
  incidentCategories?: ReadonlyMap<string, string>;
};

const ID_FIELDS: Record<string, keyof AuditNames> = {
  owner_id: 'users',
  head_user_id: 'users',
  user_id: 'users',
  created_by: 'users',
  assessed_by: 'users',
  category_id: 'categories',
  function_id: 'functions',
  parent_id: 'categories',
  risk_id: 'risks',
  risk_ids: 'risks',
  control_id: 'controls',
  control_ids: 'controls',
  mentions: 'users',
  author_id: 'users',
  manager_id: 'users',
};

/** The incident service's entity types whose category ids are incident categories. */
const INCIDENT_CATEGORY_HOLDERS = new Set(['incident', 'category']);

/** Where `field`'s ids are named; a function's parent is a function, a category's a category. */
function namesFor(field: string, entityType: string | undefined): keyof AuditNames | undefined {
  if ((field === 'parent_id' || field === 'category_id') && entityType && INCIDENT_CATEGORY_HOLDERS.has(entityType)) {
    return 'incidentCategories';
  }
  if (field === 'parent_id') return entityType === 'function' ? 'functions' : 'categories';
  return ID_FIELDS[field];
}

/** Fields whose values people typed (or the system named): shown as they are. */
const DATA_FIELDS = new Set([
  'reference',
  'title',
  'name',
  'description',
  'risk_event',
  'causes',
  'effects',
  'override_justification',
  'key_risk_indicator',
  'kri_level',
  'comment',
  'email',
  'path',
  'file_name',
  'user_agent',
  'avatar',
  'content_type',
  'color',
  'location',
  'reported_by',
  'detection_method',
  'note',
  'text',
  'incident_reference',
  'incident_title',
  'reassessment_reason',
]);

/** Whether a field holds ids (shown as names). */
export function isIdField(field: string): boolean {
  return field in ID_FIELDS;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A rating or level name from the method's defaults, translated when it has a text. */
function ratingText(t: TFunction, value: string): string {
  const names = t('ratings', { returnObjects: true }) as unknown;
  if (isRecord(names) && typeof names[value] === 'string') return names[value];
  return value;
}

/** A permission code ("risk.read") as its label ("View risks"). */
export function permissionLabel(t: TFunction, permission: string): string {
  const [area, verb] = permission.split('.');
  if (!area || !verb || !/^[a-z_]+$/.test(area) || !/^[a-z_]+$/.test(verb)) return permission;
  return t(`permissions.${area}.${verb}`, { defaultValue: permission });
}

/** One plain value (not a list or object) of `field`, as people read it. */
export function auditScalarText(
  t: TFunction,
  field: string,
  value: unknown,
  names: AuditNames = {},
  entityType?: string,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'audit.values.yes' : 'audit.values.no');
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  const which = namesFor(field, entityType);
  if (which) return names[which]?.get(value) ?? t('audit.unknownRef');
  switch (field) {
    case 'status':
    case 'approval_status':
    case 'state':
    case 'response':
    case 'outcome':
      return lookup(t, 'status', value.replace(/ /g, '_'));
    case 'intention':
      return lookup(t, 'controls.intention', value);
    case 'priority':
    case 'criticality':
      return lookup(t, 'priority', value);
    case 'frequency':
      return frequencyLabel(t, value);
    case 'repeat':
      return lookup(t, 'frequency.repeat', value);
    case 'net_rating':
    case 'appetite':
    case 'default_appetite':
      return ratingText(t, value);
    case 'role':
      return lookup(t, 'roles', value);
    case 'language':
      return LANGUAGES.find((language) => language.code === value)?.label ?? value;
    case 'reason':
      return lookup(t, 'audit.reasons', value);
    case 'permission':
      return permissionLabel(t, value);
    case 'reporter_type':
    case 'source':
    case 'cause_category':
    case 'experience_type':
    case 'escalation_level':
      return lookup(t, `incidentFields.values.${field}`, value);
    case 'kind':
      return lookup(t, 'incidentDetail.losses.kinds', value);
    default:
      // What people typed stays as typed; a code of the server's in a field
      // without its own texts still reads as words.
      if (DATA_FIELDS.has(field)) return value;
      return /^[a-z]+(_[a-z]+)+$/.test(value) ? humanize(value) : value;
  }
}

/** The items of a list value, each as people read it (permissions by label, ids by name). */
export function auditListItemText(
  t: TFunction,
  field: string,
  item: unknown,
  names: AuditNames = {},
  entityType?: string,
): string {
  if (field === 'permissions' && typeof item === 'string') return permissionLabel(t, item);
  if (isRecord(item)) return auditRecordText(t, item, names, entityType);
  return auditScalarText(t, field, item, names, entityType);
}

/** An object value as "Label: value" parts, one a line (e.g. a band: "Name: Low · Min score: 3"). */
export function auditRecordText(
  t: TFunction,
  record: Record<string, unknown>,
  names: AuditNames = {},
  entityType?: string,
): string {
  return Object.entries(record)
    .map(([key, value]) => `${auditFieldLabel(t, key)}: ${auditValueText(t, key, value, names, entityType)}`)
    .join(' · ');
}

/** Any value of `field`: lists item by item, objects as labelled parts, plain values by their text. */
export function auditValueText(
  t: TFunction,
  field: string,
  value: unknown,
  names: AuditNames = {},
  entityType?: string,
): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    const items = value.map((item) => auditListItemText(t, field, item, names, entityType));
    return items.join(value.some(isRecord) ? '\n' : ', ');
  }
  if (isRecord(value)) return auditRecordText(t, value, names, entityType);
  return auditScalarText(t, field, value, names, entityType);
}

/** Labels of `keys` (changed fields) for a list of badges. */
export function auditFieldLabels(t: TFunction, keys: readonly string[]): string[] {
  return keys.map((key) => auditFieldLabel(t, key));
}
