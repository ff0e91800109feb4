// Query keys of the settings-only resources, so mutations can invalidate them
// (users and functions: `@/lib/api/users`, `@/lib/api/functions`).
export const settingsKeys = {
  roles: ['settings', 'roles'] as const,
  permissions: ['settings', 'permissions'] as const,
  audit: ['settings', 'audit-events'] as const,
};
