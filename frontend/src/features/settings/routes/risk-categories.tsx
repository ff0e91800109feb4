// /risk/category: Risk categories (open to every role). The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconTags } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function RiskCategoriesRoute() {
  return <ModulePlaceholder route="settingsCategories" icon={IconTags} />;
}
