// Colours of the audit log's services and actions.

const SERVICE_COLOR: Record<string, string> = {
  auth: 'primary',
  settings: 'info',
  risk: 'success',
  incident: 'warning',
  gateway: 'gray',
};

export { AUDIT_SERVICES } from '@/lib/audit-labels';

export function serviceColor(service: string): string {
  return SERVICE_COLOR[service] ?? 'gray';
}

/** Failures and removals red, creations and successes green, changes blue, the rest violet. */
export function actionColor(action: string): string {
  if (/(fail|denied|reuse|delet|remov|deactivat|revok)/.test(action)) return 'danger';
  if (/(creat|register|succeed|reactivat|added|grant)/.test(action)) return 'success';
  if (/(updat|chang|reset|renam|edit|permission)/.test(action)) return 'info';
  if (/logout/.test(action)) return 'gray';
  return 'primary';
}
