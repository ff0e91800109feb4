// How the Audit Trail shows a risk-service event: the action's colour, a
// readable name for its entity, and where that entity lives in the app.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Removals red, creations and completions green, changes blue, approvals by outcome, things to redo orange. */
export function actionColor(action: string): string {
  if (/(delet|reject|breach|remov)/.test(action)) return 'danger';
  if (/(stale|expired)/.test(action)) return 'warning';
  if (/(creat|approv|complet|schedul|accept|import|added)/.test(action)) return 'success';
  if (/(submit|pending)/.test(action)) return 'warning';
  if (/(updat|chang|edit|renam)/.test(action)) return 'info';
  return 'primary';
}

type Changes = { before?: unknown; after?: unknown } | null | undefined;

/** A field of the event's snapshot, the after side first. */
function snapshotField(changes: Changes, key: string): string {
  for (const side of [changes?.after, changes?.before]) {
    if (isRecord(side) && text(side[key])) return text(side[key]);
  }
  return '';
}

/** "R-0042 · Title", a name, or '' when the snapshots have none. */
export function entityLabel(changes: Changes): string {
  const reference = snapshotField(changes, 'reference');
  const name = snapshotField(changes, 'title') || snapshotField(changes, 'name');
  return [reference, name].filter(Boolean).join(' · ');
}

/** The page of the event's entity, if it has one. */
export function entityHref(event: { entity: { type: string; id: string }; changes: Changes }): string | null {
  const { type, id } = event.entity;
  if (!id) return null;
  switch (type) {
    case 'risk':
      return `/risk/risk/${encodeURIComponent(id)}`;
    case 'control':
      return `/risk/control/${encodeURIComponent(id)}`;
    case 'control_activity': {
      const control = snapshotField(event.changes, 'control_id');
      return control ? `/risk/control/${encodeURIComponent(control)}` : null;
    }
    case 'action_plan': {
      const reference = snapshotField(event.changes, 'reference');
      return reference ? `/risk/action/plan?q=${encodeURIComponent(reference)}` : '/risk/action/plan';
    }
    case 'risk_category':
      return '/risk/category';
    case 'risk_method':
      return '/risk/method';
    default:
      return null;
  }
}
