// /misc/not-authorized: where a route the user may not open sends them.
import { useTranslation } from 'react-i18next';
import { LockIllustration } from '@/components/ui/illustrations/lock-illustration';
import { MiscPage } from '../components/misc-page';

export function NotAuthorizedRoute() {
  const { t } = useTranslation();
  return (
    <MiscPage
      code="403"
      title={t('misc.notAuthorized.title')}
      message={t('misc.notAuthorized.message')}
      illustration={<LockIllustration width="100%" />}
    />
  );
}
