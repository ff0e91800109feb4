// How a page named by the server (bookmarks, search results) is shown: its
// title in the user's language (through the route table) and its sidebar icon.
import {
  IconBookmark,
  IconClipboardList,
  IconFileAnalytics,
  IconMail,
  IconShieldCheck,
  IconSettings,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { NAVIGATION } from '@/config/navigation';
import { ROUTES, type RouteId } from '@/config/routes';

const ICON_BY_ROUTE: Partial<Record<RouteId, Icon>> = Object.fromEntries(
  NAVIGATION.flatMap((group) => group.items.map((item) => [item.id, item.icon] as const)),
);
ICON_BY_ROUTE.account = IconUserCircle;
ICON_BY_ROUTE.messages = IconMail;
ICON_BY_ROUTE.riskMethod = IconSettings;
ICON_BY_ROUTE.riskDetail = IconFileAnalytics;
ICON_BY_ROUTE.controlDetail = IconShieldCheck;
ICON_BY_ROUTE.incidentDetail = IconClipboardList;
ICON_BY_ROUTE.incidentNew = IconClipboardList;
ICON_BY_ROUTE.incidentEdit = IconClipboardList;

export function isRouteId(target: string | undefined): target is RouteId {
  return typeof target === 'string' && Object.prototype.hasOwnProperty.call(ROUTES, target);
}

/** The page's title in the user's language; the server's title for a page the route table lacks. */
export function pageTitle(t: TFunction, page: { target: string; title: string }): string {
  return isRouteId(page.target) ? t(ROUTES[page.target].titleKey, { defaultValue: page.title }) : page.title;
}

/** The sidebar group of the page ("Incident"), if it has one. */
export function pageGroup(t: TFunction, page: { target: string }): string | undefined {
  if (!isRouteId(page.target)) return undefined;
  const route = ROUTES[page.target];
  return 'groupKey' in route && route.groupKey ? t(route.groupKey) : undefined;
}

/** The page's sidebar icon, or a bookmark. */
export function pageIcon(page: { target: string }): Icon {
  return (isRouteId(page.target) ? ICON_BY_ROUTE[page.target] : undefined) ?? IconBookmark;
}

