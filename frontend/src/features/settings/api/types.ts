// The gateway's settings resources (users, roles, permissions, functions,
// audit events) as the REST API returns them.

/** Every list answer: one page of rows and the total. */
export type Page<T> = { data: T[]; page: number; per_page: number; total: number };

export type UserStatus = 'active' | 'inactive';

export type ManagedUser = {
  id: string;
  name: string;
  email: string;
  role: string;
  status: UserStatus;
  avatar: string;
  function_id: string | null;
  must_change_password: boolean;
  created_at: string;
  updated_at: string;
};

export type Role = {
  name: string;
  description: string;
  built_in: boolean;
  user_count: number;
  permissions: string[];
};

export type Permission = { name: string; area: string; description: string };

export type OrgFunction = {
  id: string;
  name: string;
  parent_id: string | null;
  head_user_id: string | null;
  head_name: string | null;
  description: string;
  member_count: number;
};

export type { AuditEvent } from '@/components/audit/audit-drawer';
