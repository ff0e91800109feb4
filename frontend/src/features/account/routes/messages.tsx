// /user/messages: My Messages. The module comes in a later issue; until then the page
// shows its header and an empty state.
import { IconMail } from '@tabler/icons-react';
import { ModulePlaceholder } from '@/components/ui/module-placeholder';

export function MessagesRoute() {
  return <ModulePlaceholder route="messages" icon={IconMail} />;
}
