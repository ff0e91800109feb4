// Every screen's path, title and required permission: one table read by the
// router (route guard, titles, breadcrumbs) and by the sidebar.
import type { PermissionCheck } from '@/lib/permissions';
import { TEMPLATE_ROUTES } from './template-routes';

export type RouteMeta = {
  path: string;
  /** Translation key of the page title. */
  titleKey: string;
  /** Translation key of the sidebar group, for the breadcrumb. */
  groupKey?: string;
  /** Needed to open the route (spec section 6); none means any signed-in user. */
  permission?: PermissionCheck;
};

const meta = <T extends Record<string, RouteMeta>>(table: T) => table;

/**
 * A demo app's page (issue 15, ADR 0021): in the Apps group, and only for
 * those who may use the demo apps (their API answers 403 without apps.use).
 */
const app = (path: string, titleKey: string) =>
  ({ path, titleKey, groupKey: 'nav.groups.apps', permission: 'apps.use' }) satisfies RouteMeta;

export const ROUTES = meta({
  // Risk
  dashboard: { path: '/', titleKey: 'nav.items.dashboard', groupKey: 'nav.groups.risk' },
  /** Create New Risk: only for those who may create risks (not in the menu otherwise). */
  riskWizard: {
    path: '/risk/risk/wizard',
    titleKey: 'nav.items.createRisk',
    groupKey: 'nav.groups.risk',
    permission: 'risk.write',
  },
  riskRegister: { path: '/risk/all', titleKey: 'nav.items.riskRegister', groupKey: 'nav.groups.risk' },
  riskControls: { path: '/risk/control', titleKey: 'nav.items.controls', groupKey: 'nav.groups.risk' },
  riskActionPlans: { path: '/risk/action/plan', titleKey: 'nav.items.actionPlans', groupKey: 'nav.groups.risk' },
  riskAuditTrail: {
    path: '/risk/activity',
    titleKey: 'nav.items.auditTrail',
    groupKey: 'nav.groups.risk',
    permission: 'audit.read',
  },
  riskReports: { path: '/risk/report', titleKey: 'nav.items.reports', groupKey: 'nav.groups.risk' },
  /** A risk's page (opened from the register; not in the sidebar). */
  riskDetail: { path: '/risk/risk/:id', titleKey: 'nav.items.riskDetail', groupKey: 'nav.groups.risk' },
  /** A control's page (opened from Controls). */
  controlDetail: { path: '/risk/control/:id', titleKey: 'nav.items.controlDetail', groupKey: 'nav.groups.risk' },
  /** The risk method (matrix, bands); reached from Reports. */
  riskMethod: {
    path: '/risk/method',
    titleKey: 'nav.items.riskMethod',
    groupKey: 'nav.groups.risk',
    permission: 'settings.manage',
  },
  // Incident
  incidentDashboard: {
    path: '/incident',
    titleKey: 'nav.items.incidentDashboard',
    groupKey: 'nav.groups.incident',
    permission: 'incident.read',
  },
  incidentCategories: {
    path: '/incident/categories',
    titleKey: 'nav.items.incidentCategories',
    groupKey: 'nav.groups.incident',
    permission: 'incident.read',
  },
  incidentAll: {
    path: '/incident/all',
    titleKey: 'nav.items.allIncidents',
    groupKey: 'nav.groups.incident',
    permission: 'incident.read',
  },
  /** An incident's page (opened from All Incidents; not in the sidebar). */
  incidentDetail: {
    path: '/incident/all/:id',
    titleKey: 'nav.items.incidentDetail',
    groupKey: 'nav.groups.incident',
    permission: 'incident.read',
  },
  /** A new incident (incident.write; "New incident" on All Incidents). */
  incidentNew: {
    path: '/incident/all/new',
    titleKey: 'nav.items.incidentNew',
    groupKey: 'nav.groups.incident',
    permission: 'incident.write',
  },
  incidentEdit: {
    path: '/incident/all/:id/edit',
    titleKey: 'nav.items.incidentEdit',
    groupKey: 'nav.groups.incident',
    permission: 'incident.write',
  },
  incidentActions: {
    path: '/incident/actions',
    titleKey: 'nav.items.incidentActions',
    groupKey: 'nav.groups.incident',
    permission: 'incident.read',
  },
  incidentActivity: {
    path: '/incident/activity',
    titleKey: 'nav.items.incidentActivity',
    groupKey: 'nav.groups.incident',
    permission: 'incident.read',
  },
  // Settings
  settingsUsers: {
    path: '/settings/user',
    titleKey: 'nav.items.users',
    groupKey: 'nav.groups.settings',
    permission: 'settings.manage',
  },
  settingsRoles: {
    path: '/settings/role',
    titleKey: 'nav.items.roles',
    groupKey: 'nav.groups.settings',
    permission: 'settings.manage',
  },
  settingsRolesMatrix: {
    path: '/settings/roles',
    titleKey: 'nav.items.rolesMatrix',
    groupKey: 'nav.groups.settings',
    permission: 'settings.manage',
  },
  settingsFunctions: {
    path: '/department',
    titleKey: 'nav.items.functions',
    groupKey: 'nav.groups.settings',
    permission: 'settings.manage',
  },
  settingsCategories: { path: '/risk/category', titleKey: 'nav.items.categories', groupKey: 'nav.groups.settings' },
  settingsLogs: {
    path: '/settings/logs',
    titleKey: 'nav.items.logs',
    groupKey: 'nav.groups.settings',
    permission: 'audit.read',
  },
  // Apps: the analytics and eCommerce dashboards ("/" stays the risk dashboard)
  analyticsDashboard: app('/dashboard/analytics', 'nav.items.analyticsDashboard'),
  ecommerceDashboard: app('/ecommerce-dashboard', 'nav.items.ecommerceDashboard'),
  // Apps: catalog (the data list and the contacts grid)
  dataList: app('/data-list/list-view', 'nav.items.dataList'),
  dataListThumb: app('/data-list/thumb-view', 'nav.items.dataListThumb'),
  contactsGrid: app('/tables/agGrid', 'nav.items.contactsGrid'),
  // Apps: users (the sample people: the app's table, profile and edit form, and the "pages" cards and profile)
  appUserList: app('/app/user/list', 'nav.items.appUsers'),
  appUserView: app('/app/user/view', 'nav.items.appUserView'),
  appUserEdit: app('/app/user/edit', 'nav.items.appUserEdit'),
  pagesUserList: app('/pages/user/list', 'nav.items.pagesUserList'),
  pagesUserView: app('/pages/user/view', 'nav.items.pagesUserView'),
  // Apps: shop (the eCommerce shop: catalogue, product, wishlist, checkout)
  shop: app('/ecommerce/shop', 'nav.items.shop'),
  shopProduct: app('/ecommerce/product-detail', 'nav.items.shopProduct'),
  shopWishlist: app('/ecommerce/wishlist', 'nav.items.shopWishlist'),
  shopCheckout: app('/ecommerce/checkout', 'nav.items.shopCheckout'),
  // Apps: email (the caller's own mailbox; /email alone opens the inbox)
  email: app('/email', 'nav.items.email'),
  emailFolder: app('/email/:folder', 'nav.items.email'),
  emailLabel: app('/email/label/:label', 'nav.items.email'),
  // Apps: chat
  chat: app('/chat', 'nav.items.chat'),
  // Apps: todo
  todo: app('/todo/all', 'nav.items.todo'),
  /** A filter or a tag of the todo app (starred, important, completed, trashed, team, ...). */
  todoFilter: app('/todo/:filter', 'nav.items.todo'),
  // Apps: calendar
  calendar: app('/calendar', 'nav.items.calendar'),
  // Account
  account: { path: '/user/account', titleKey: 'account.profile.title', groupKey: 'nav.groups.account' },
  messages: { path: '/user/messages', titleKey: 'account.messages.title', groupKey: 'nav.groups.account' },
  /** The template's read-only profile page (the layout collapses the menu here). */
  profileView: { path: '/pages/profile', titleKey: 'profile.view.title', groupKey: 'nav.groups.account' },
  // The admin template's pages (issue 16): a catalogue of them, then each one
  templateIndex: { path: '/template', titleKey: 'nav.items.templatePages', groupKey: 'nav.groups.template' },
  ...TEMPLATE_ROUTES,
  // Public and blank-layout pages
  login: { path: '/pages/login', titleKey: 'auth.login.pageTitle' },
  /** Self-registration (refused by the server unless ALLOW_REGISTRATION is set). */
  register: { path: '/pages/register', titleKey: 'auth.register.pageTitle' },
  forgotPassword: { path: '/pages/forgot-password', titleKey: 'auth.forgot.pageTitle' },
  /** Reached from the reset mail's link, with ?token=. */
  resetPassword: { path: '/pages/reset-password', titleKey: 'auth.reset.pageTitle' },
  /** The session is kept but locked until the password is entered again. */
  lockScreen: { path: '/pages/lock-screen', titleKey: 'auth.lock.pageTitle' },
  comingSoon: { path: '/misc/coming-soon', titleKey: 'misc.comingSoon.title' },
  /** The blocking first-sign-in step (signed in, blank layout). */
  changePassword: { path: '/pages/change-password', titleKey: 'auth.changePassword.pageTitle' },
  notAuthorized: { path: '/misc/not-authorized', titleKey: 'misc.notAuthorized.title' },
  notFound: { path: '/misc/error/404', titleKey: 'misc.notFound.title' },
  serverError: { path: '/misc/error/500', titleKey: 'misc.serverError.title' },
  maintenance: { path: '/misc/maintenance', titleKey: 'misc.maintenance.title' },
});

export type RouteId = keyof typeof ROUTES;

export const paths = Object.fromEntries(
  Object.entries(ROUTES).map(([id, route]) => [id, route.path]),
) as { [K in RouteId]: string };
