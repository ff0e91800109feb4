// The settings list screens (users, logs): which filters each keeps in the
// URL (see lib/list-params).
import { defineListParams } from '@/lib/list-params';

/** The users list: search, role, status and function filters. */
export const usersParams = defineListParams(['q', 'role', 'status', 'function_id'] as const);

/** The audit log: service, actor, action, entity type, date range and search. */
export const auditParams = defineListParams([
  'q',
  'service',
  'actor_id',
  'action',
  'entity_type',
  'from',
  'to',
] as const);
