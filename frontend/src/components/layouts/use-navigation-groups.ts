// The sidebar groups the current permission map allows; re-computed when it changes.
import { useMemo } from 'react';
import { filterNavigation, NAVIGATION, type NavGroup } from '@/config/navigation';
import { can, usePermissions } from '@/lib/permissions';

export function useNavigationGroups(): NavGroup[] {
  const permissions = usePermissions();
  return useMemo(() => filterNavigation(NAVIGATION, (check) => can(check, permissions)), [permissions]);
}
