// The router's root: keeps the document title in step with the page and
// restores scroll positions.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useCurrentRouteMeta } from '@/lib/route-handle';

function useDocumentTitle(): void {
  const { t } = useTranslation();
  const titleKey = useCurrentRouteMeta()?.titleKey;
  const title = titleKey ? t(titleKey) : undefined;
  useEffect(() => {
    document.title = title ? `${title} · RiskHub` : 'RiskHub';
  }, [title]);
}

export function RootRoute() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
