// Roles and users as the settings API answers them, for the screens' tests.
import type { ManagedUser, Role } from '../api/types';

/** A role as GET /api/v1/roles lists it; `assignable`: whether the caller may give it. */
export const role = (name: string, assignable: boolean): Role => ({
  name,
  description: '',
  built_in: name !== 'auditor',
  user_count: 1,
  permissions: [],
  assignable,
});

/** An active account with role `roleName`. */
export const managedUser = (id: string, name: string, roleName: string): ManagedUser => ({
  id,
  name,
  email: `${id}@example.com`,
  role: roleName,
  status: 'active',
  avatar: '',
  function_id: null,
  must_change_password: false,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
});
