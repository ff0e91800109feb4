// /incident/categories: Incident categories (needs incident.read). The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconCategory } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function IncidentCategoriesRoute() {
  return <ModulePlaceholder route="incidentCategories" icon={IconCategory} />;
}
