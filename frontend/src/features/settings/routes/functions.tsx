// /department: Functions (needs settings.manage). The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconSitemap } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function FunctionsRoute() {
  return <ModulePlaceholder route="settingsFunctions" icon={IconSitemap} />;
}
