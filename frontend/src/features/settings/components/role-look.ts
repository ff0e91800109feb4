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

/** A built-in role's translated name; a custom role's own name. */
export function roleLabel(t: TFunction, role: string): string {
  return role in ROLE_LOOK ? t(`roles.${role}`) : role;
}
