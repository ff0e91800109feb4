// The gateway's settings resources (users, roles, permissions, functions,
// audit events) as the REST API returns them.

/** Every list answer: one page of rows and the total. */
export type Page<T> = { data: T[]; page: number; per_page: number; total: number };

export type { ManagedUser, UserStatus } from '@/lib/api/users';

export type Role = {
  name: string;
  description: string;
  built_in: boolean;
  user_count: number;
  permissions: string[];
  /**
   * The signed-in user may give this role to someone: its permissions are
   * all theirs (always true for an administrator).
   */
  assignable: boolean;
};

export type Permission = { name: string; area: string; description: string };

export type { OrgFunction } from '@/lib/api/functions';

export type { AuditEvent } from '@/components/audit/audit-drawer';
