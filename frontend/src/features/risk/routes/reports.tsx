// /risk/report: Reports. The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconFileAnalytics } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function ReportsRoute() {
  return <ModulePlaceholder route="riskReports" icon={IconFileAnalytics} />;
}
