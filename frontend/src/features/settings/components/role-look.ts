// Colour, icon and display name of a role.
import { IconCrown, IconEdit, IconUser, IconUserCog, IconUserShield, type Icon } from '@tabler/icons-react';
import type { TFunction } from 'i18next';

const ROLE_LOOK: Record<string, { color: string; icon: Icon }> = {
  admin: { color: 'danger', icon: IconCrown },
  editor: { color: 'info', icon: IconEdit },
  staff: { color: 'success', icon: IconUserCog },
  user: { color: 'primary', icon: IconUser },
};

export function roleLook(role: string) {
  return ROLE_LOOK[role] ?? { color: 'warning', icon: IconUserShield };
}

/** The built-in roles and the description the server seeds them with (services/auth permissions.rs). */
const BUILT_IN_DESCRIPTIONS: Record<string, string> = {
  admin: 'Full access, including settings and roles',
  editor: 'Manages risks, incidents and settings',
  staff: 'Works on the risk register',
  user: 'Reads the risk register',
  registered: 'Registered itself; sees no data until an administrator assigns a role',
};

/** A built-in role's translated name; a custom role's own name. */
export function roleLabel(t: TFunction, role: string): string {
  return role in BUILT_IN_DESCRIPTIONS ? t(`roles.${role}`) : role;
}

/**
 * A role's description: a built-in role's seeded one in the user's language
 * (`settings.roles.descriptions.*`), one an administrator wrote as written.
 */
export function roleDescription(t: TFunction, role: { name: string; description: string }): string {
  const seeded = BUILT_IN_DESCRIPTIONS[role.name];
  if (seeded !== undefined && role.description.trim() === seeded) return t(`settings.roles.descriptions.${role.name}`);
  return role.description;
}
