// How the incident Activity shows an incident-service event: the entity
// types and actions it records, the action's colour, a readable name for its
// entity, and where that entity lives in the app.
import { incidentHref } from '../../lib/paths';

/** The entity types the incident service records. */
export const INCIDENT_ENTITY_TYPES = ['incident', 'category', 'action', 'loss', 'lesson', 'attachment'] as const;

/** The actions the incident service records. */
export const INCIDENT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'submitted',
  'approved',
  'rejected',
  'closed',
  'reopened',
  'completed',
  'reassessment_requested',
  'planned',
  'attachment_added',
  'attachment_removed',
] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Changes = { before?: unknown; after?: unknown } | null | undefined;

/** A field of the event's snapshot, the after side first. */
function snapshotField(changes: Changes, key: string): string {
  for (const side of [changes?.after, changes?.before]) {
    if (isRecord(side) && typeof side[key] === 'string' && side[key].trim()) return side[key].trim();
  }
  return '';
}

/** Removals red, creations and completions green, changes blue, closing and re-assessment orange. */
export function incidentActionColor(action: string): string {
  if (/(delet|reject|remov)/.test(action)) return 'danger';
  if (/(reassess|reopen|submit)/.test(action)) return 'warning';
  if (/(creat|approv|complet|clos|plann|added)/.test(action)) return 'success';
  if (/(updat|chang)/.test(action)) return 'info';
  return 'primary';
}

/** "INC-0042 · Title", a name, a lesson's text, or '' when the snapshots have none. */
export function incidentEntityLabel(changes: Changes): string {
  const reference = snapshotField(changes, 'reference');
  const name = snapshotField(changes, 'title') || snapshotField(changes, 'name') || snapshotField(changes, 'text');
  return [reference, name].filter(Boolean).join(' · ');
}

/** The page of the event's entity: the incident (its own, or the one an action, loss or lesson belongs to), or the categories. */
export function incidentEntityHref(event: { entity: { type: string; id: string }; changes: Changes }): string | null {
  const { type, id } = event.entity;
  if (!id) return null;
  switch (type) {
    case 'incident':
      return incidentHref(id);
    case 'category':
      return '/incident/categories';
    case 'action':
    case 'loss':
    case 'lesson': {
      const incident = snapshotField(event.changes, 'incident_id');
      return incident ? incidentHref(incident) : null;
    }
    default:
      return null;
  }
}
