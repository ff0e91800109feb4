// /misc/error/404 and every unknown address.
import { useTranslation } from 'react-i18next';
import { LostIllustration } from '@/components/ui/illustrations/lost-illustration';
import { MiscPage } from '../components/misc-page';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <MiscPage
      code="404"
      title={t('misc.notFound.title')}
      message={t('misc.notFound.message')}
      illustration={<LostIllustration width="100%" />}
    />
  );
}
