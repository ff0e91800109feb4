// The date range of an audit log's filters, as the URL keeps it (YYYY-MM-DD).

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A whole date as a date input gives it. */
export function isAuditDate(value: string): boolean {
  return DATE.test(value);
}

/** Whether a date range ends before it starts (then the list ignores `to` and the export waits). */
export function auditRangeInvalid(from: string, to: string): boolean {
  return Boolean(from && to && from > to);
}
