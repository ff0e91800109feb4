// /misc/maintenance: shown while the service is under maintenance.
import { useTranslation } from 'react-i18next';
import { ToolsIllustration } from '@/components/ui/illustrations/tools-illustration';
import { MiscPage } from '../components/misc-page';

export function MaintenanceRoute() {
  const { t } = useTranslation();
  return (
    <MiscPage
      title={t('misc.maintenance.title')}
      message={t('misc.maintenance.message')}
      illustration={<ToolsIllustration width="100%" />}
    />
  );
}
