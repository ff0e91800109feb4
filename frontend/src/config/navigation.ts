// The sidebar (spec section 2): groups, items, icons, and the filter that
// hides what the signed-in user's permissions do not allow.
import {
  IconActivity,
  IconChartBar,
  IconChartPie,
  IconCalendarEvent,
  IconListCheck,
  IconMessages,
  IconAddressBook,
  IconDatabase,
  IconAlertTriangle,
  IconSitemap,
  IconCategory,
  IconChecklist,
  IconClipboardList,
  IconFileAnalytics,
  IconHistory,
  IconLayoutDashboard,
  IconListDetails,
  IconNotes,
  IconShieldCheck,
  IconLogs,
  IconSquareRoundedPlus,
  IconTable,
  IconTags,
  IconUserShield,
  IconUsers,
  IconUsersGroup,
  IconShoppingCart,
  IconMail,
  IconTemplate,
  type Icon,
} from '@tabler/icons-react';
import type { PermissionCheck } from '@/lib/permissions';
import { ROUTES, type RouteId } from './routes';
import { TEMPLATE_ROUTES, type TemplateRouteId } from './template-routes';

export type NavItem = {
  id: RouteId;
  path: string;
  labelKey: string;
  icon: Icon;
  permission?: PermissionCheck;
  /** Other pages the item stands for: it is shown active on them too. */
  also?: readonly string[];
};

export type NavGroup = {
  id: 'risk' | 'incident' | 'settings' | 'apps' | 'template';
  labelKey: string;
  /** Needed to see the group at all. */
  permission?: PermissionCheck;
  items: NavItem[];
};

function item(id: RouteId, icon: Icon, also: readonly RouteId[] = []): NavItem {
  const route = ROUTES[id];
  return {
    id,
    path: route.path,
    labelKey: route.titleKey,
    icon,
    ...('permission' in route ? { permission: route.permission } : {}),
    ...(also.length > 0 ? { also: also.map((other) => ROUTES[other].path) } : {}),
  };
}

export const NAVIGATION: readonly NavGroup[] = [
  {
    id: 'risk',
    labelKey: 'nav.groups.risk',
    items: [
      item('dashboard', IconLayoutDashboard),
      item('riskWizard', IconSquareRoundedPlus),
      item('riskRegister', IconListDetails),
      item('riskControls', IconShieldCheck),
      item('riskActionPlans', IconChecklist),
      item('riskAuditTrail', IconHistory),
      item('riskReports', IconFileAnalytics),
    ],
  },
  {
    id: 'incident',
    labelKey: 'nav.groups.incident',
    permission: 'incident.read',
    items: [
      item('incidentDashboard', IconAlertTriangle),
      item('incidentCategories', IconCategory),
      item('incidentAll', IconClipboardList),
      item('incidentActions', IconActivity),
      item('incidentActivity', IconNotes),
    ],
  },
  {
    id: 'settings',
    labelKey: 'nav.groups.settings',
    items: [
      item('settingsUsers', IconUsers),
      item('settingsRoles', IconUserShield),
      item('settingsRolesMatrix', IconTable),
      item('settingsFunctions', IconSitemap),
      item('settingsCategories', IconTags),
      item('settingsLogs', IconLogs),
    ],
  },
  {
    // The admin template's demo apps (issue 15, ADR 0021): one item per app,
    // for those who hold apps.use (not self-registered accounts).
    id: 'apps',
    labelKey: 'nav.groups.apps',
    permission: 'apps.use',
    items: [
      item('analyticsDashboard', IconChartPie),
      item('ecommerceDashboard', IconChartBar),
      item('email', IconMail),
      item('chat', IconMessages),
      item('todo', IconListCheck),
      item('calendar', IconCalendarEvent),
      item('dataList', IconDatabase, ['dataListThumb']),
      item('contactsGrid', IconAddressBook),
      item('appUserList', IconUsersGroup),
      item('shop', IconShoppingCart),
    ],
  },
  {
    // The admin template's ~80 pages (issue 16): one item, the catalogue of
    // them, shown active on each, so they do not crowd the product's menus.
    id: 'template',
    labelKey: 'nav.groups.template',
    items: [item('templateIndex', IconTemplate, Object.keys(TEMPLATE_ROUTES) as TemplateRouteId[])],
  },
];

/** The groups and items `allowed` lets through; empty groups are dropped. */
export function filterNavigation(
  groups: readonly NavGroup[],
  allowed: (permission: PermissionCheck) => boolean,
): NavGroup[] {
  const visible = (permission?: PermissionCheck) => permission === undefined || allowed(permission);
  return groups
    .filter((group) => visible(group.permission))
    .map((group) => ({ ...group, items: group.items.filter((entry) => visible(entry.permission)) }))
    .filter((group) => group.items.length > 0);
}

/**
 * The path of the item that best matches the current location: the longest
 * matching prefix among each item's path and the other paths it stands for
 * (`also`).
 */
export function activeItemPath(
  pathname: string,
  items: readonly { path: string; also?: readonly string[] }[],
): string | undefined {
  let best: { item: string; length: number } | undefined;
  for (const { path: item, also = [] } of items) {
    for (const path of [item, ...also]) {
      const matches = path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
      if (matches && (best === undefined || path.length > best.length)) best = { item, length: path.length };
    }
  }
  return best?.item;
}
