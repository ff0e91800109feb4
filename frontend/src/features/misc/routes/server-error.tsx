// /misc/error/500: the server failed.
import { useTranslation } from 'react-i18next';
import { ServerIllustration } from '@/components/ui/illustrations/server-illustration';
import { MiscPage } from '../components/misc-page';

export function ServerErrorRoute() {
  const { t } = useTranslation();
  return (
    <MiscPage
      code="500"
      title={t('misc.serverError.title')}
      message={t('misc.serverError.message')}
      illustration={<ServerIllustration width="100%" />}
    />
  );
}
