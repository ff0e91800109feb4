// The risk module's list screens (controls, action plans, reports; the audit
// trail's are components/audit/service-audit-trail): which filters each keeps in the URL (see lib/list-params).
import { defineListParams } from '@/lib/list-params';

export const controlsParams = defineListParams([
  'q',
  'sort',
  'state',
  'intention',
  'criticality',
  'rating',
  'owner_id',
] as const);

export const actionPlansParams = defineListParams([
  'q',
  'sort',
  'status',
  'priority',
  'owner_id',
  'overdue',
] as const);

/** The reports: tab, as-of date and the register's filters. */
export const reportsParams = defineListParams([
  'tab',
  'as_of',
  'q',
  'sort',
  'rating',
  'category_id',
  'function_id',
  'owner_id',
  'status',
  'approval_status',
] as const);
