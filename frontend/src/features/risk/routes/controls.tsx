// /risk/control: Controls. The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconShieldCheck } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function ControlsRoute() {
  return <ModulePlaceholder route="riskControls" icon={IconShieldCheck} />;
}
