// Query keys of the settings resources, so mutations can invalidate them.
export const settingsKeys = {
  users: ['settings', 'users'] as const,
  roles: ['settings', 'roles'] as const,
  permissions: ['settings', 'permissions'] as const,
  functions: ['settings', 'functions'] as const,
  audit: ['settings', 'audit-events'] as const,
};
