// The route tree. Every page is lazy-loaded; signed-in pages sit behind
// RequireAuth and the per-route PermissionGuard (permissions from config/routes).
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteError } from '@/components/errors/route-error';
import { BlankLayout } from '@/components/layouts/blank-layout';
import { AppLoader } from '@/components/ui/app-loader';
import { ROUTES, type RouteId } from '@/config/routes';
import { TEMPLATE_AREAS } from '@/features/template/registry';
import i18n, { loadFeatureTexts } from '@/lib/i18n';
import { GuestOnly, PermissionGuard, RequireAuth, RequireSession } from '@/lib/authorization';
import { RootRoute } from './root-route';

/** A lazily loaded page at its path from the route table. */
function page(route: RouteId, load: () => Promise<ComponentType>): RouteObject {
  return {
    path: ROUTES[route].path,
    handle: { route },
    lazy: async () => ({ Component: await load() }),
  };
}

/** A page whose texts are in their own namespace, loaded with its code. */
function pageWithTexts(route: RouteId, namespace: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path: ROUTES[route].path,
    handle: { route },
    lazy: async () => {
      const [Component] = await Promise.all([load(), i18n.loadNamespaces(namespace)]);
      return { Component };
    },
  };
}

/** The admin template's pages (issue 16), each a lazy chunk with its area's texts. */
const templatePages: RouteObject[] = TEMPLATE_AREAS.flatMap((area) =>
  Object.entries(area.pages).map(([route, load]) => pageWithTexts(route as RouteId, area.namespace, load)),
);

const routes: RouteObject[] = [
  {
    Component: RootRoute,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoader />,
    children: [
      {
        Component: BlankLayout,
        children: [
          {
            Component: GuestOnly,
            children: [
              page('login', () => import('@/features/auth/routes/login').then((m) => m.LoginRoute)),
              pageWithTexts('register', 'auth-pages', () =>
                import('@/features/auth/routes/register').then((m) => m.RegisterRoute),
              ),
              pageWithTexts('forgotPassword', 'auth-pages', () =>
                import('@/features/auth/routes/forgot-password').then((m) => m.ForgotPasswordRoute),
              ),
            ],
          },
          // Opened from the reset mail, signed in or not.
          pageWithTexts('resetPassword', 'auth-pages', () =>
            import('@/features/auth/routes/reset-password').then((m) => m.ResetPasswordRoute),
          ),
          {
            Component: RequireSession,
            children: [
              page('changePassword', () =>
                import('@/features/auth/routes/change-password').then((m) => m.ChangePasswordRoute),
              ),
              pageWithTexts('lockScreen', 'auth-pages', () =>
                import('@/features/auth/routes/lock-screen').then((m) => m.LockScreenRoute),
              ),
            ],
          },
          page('notAuthorized', () => import('@/features/misc/routes/not-authorized').then((m) => m.NotAuthorizedRoute)),
          page('notFound', () => import('@/features/misc/routes/not-found').then((m) => m.NotFoundRoute)),
          page('serverError', () => import('@/features/misc/routes/server-error').then((m) => m.ServerErrorRoute)),
          page('maintenance', () => import('@/features/misc/routes/maintenance').then((m) => m.MaintenanceRoute)),
          page('comingSoon', () => import('@/features/misc/routes/coming-soon').then((m) => m.ComingSoonRoute)),
          {
            path: '*',
            handle: { route: 'notFound' },
            lazy: async () => ({ Component: (await import('@/features/misc/routes/not-found')).NotFoundRoute }),
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: async () => {
              // The feature areas' English texts come with the signed-in layout.
              const [layout] = await Promise.all([import('@/components/layouts/main-layout'), loadFeatureTexts()]);
              return { Component: layout.MainLayout };
            },
            children: [
              {
                Component: PermissionGuard,
                children: [
                  page('dashboard', () => import('@/features/dashboard/routes/dashboard').then((m) => m.DashboardRoute)),
                  // Risk
                  page('riskWizard', () => import('@/features/risk/routes/risk-wizard').then((m) => m.RiskWizardRoute)),
                  page('riskRegister', () =>
                    import('@/features/risk/routes/risk-register').then((m) => m.RiskRegisterRoute),
                  ),
                  page('riskControls', () => import('@/features/risk/routes/controls').then((m) => m.ControlsRoute)),
                  page('riskActionPlans', () =>
                    import('@/features/risk/routes/action-plans').then((m) => m.ActionPlansRoute),
                  ),
                  page('riskAuditTrail', () => import('@/features/risk/routes/audit-trail').then((m) => m.AuditTrailRoute)),
                  page('riskReports', () => import('@/features/risk/routes/reports').then((m) => m.ReportsRoute)),
                  page('riskDetail', () => import('@/features/risk/routes/risk-detail').then((m) => m.RiskDetailRoute)),
                  page('controlDetail', () =>
                    import('@/features/risk/routes/control-detail').then((m) => m.ControlDetailRoute),
                  ),
                  page('riskMethod', () => import('@/features/risk/routes/risk-method').then((m) => m.RiskMethodRoute)),
                  // Incident
                  page('incidentDashboard', () =>
                    import('@/features/incident/routes/incident-dashboard').then((m) => m.IncidentDashboardRoute),
                  ),
                  page('incidentCategories', () =>
                    import('@/features/incident/routes/incident-categories').then((m) => m.IncidentCategoriesRoute),
                  ),
                  page('incidentAll', () =>
                    import('@/features/incident/routes/all-incidents').then((m) => m.AllIncidentsRoute),
                  ),
                  page('incidentNew', () =>
                    import('@/features/incident/routes/incident-form').then((m) => m.IncidentNewRoute),
                  ),
                  page('incidentDetail', () =>
                    import('@/features/incident/routes/incident-detail').then((m) => m.IncidentDetailRoute),
                  ),
                  page('incidentEdit', () =>
                    import('@/features/incident/routes/incident-form').then((m) => m.IncidentEditRoute),
                  ),
                  page('incidentActions', () =>
                    import('@/features/incident/routes/incident-actions').then((m) => m.IncidentActionsRoute),
                  ),
                  page('incidentActivity', () =>
                    import('@/features/incident/routes/incident-activity').then((m) => m.IncidentActivityRoute),
                  ),
                  // Settings
                  page('settingsUsers', () => import('@/features/settings/routes/users').then((m) => m.UsersRoute)),
                  page('settingsRoles', () => import('@/features/settings/routes/roles').then((m) => m.RolesRoute)),
                  page('settingsRolesMatrix', () =>
                    import('@/features/settings/routes/roles-matrix').then((m) => m.RolesMatrixRoute),
                  ),
                  page('settingsFunctions', () =>
                    import('@/features/settings/routes/functions').then((m) => m.FunctionsRoute),
                  ),
                  page('settingsCategories', () =>
                    import('@/features/settings/routes/risk-categories').then((m) => m.RiskCategoriesRoute),
                  ),
                  page('settingsLogs', () => import('@/features/settings/routes/logs').then((m) => m.LogsRoute)),
                  // Apps: catalog
                  page('dataList', () => import('@/features/data-list/routes/list-view').then((m) => m.DataListViewRoute)),
                  page('dataListThumb', () =>
                    import('@/features/data-list/routes/thumb-view').then((m) => m.DataThumbViewRoute),
                  ),
                  page('contactsGrid', () =>
                    import('@/features/contacts-grid/routes/contacts-grid').then((m) => m.ContactsGridRoute),
                  ),
                  // Apps: users
                  page('appUserList', () => import('@/features/users-app/routes/user-list').then((m) => m.UserListRoute)),
                  page('appUserView', () => import('@/features/users-app/routes/user-view').then((m) => m.UserViewRoute)),
                  page('appUserEdit', () => import('@/features/users-app/routes/user-edit').then((m) => m.UserEditRoute)),
                  page('pagesUserList', () =>
                    import('@/features/users-app/routes/pages-user-list').then((m) => m.PagesUserListRoute),
                  ),
                  page('pagesUserView', () =>
                    import('@/features/users-app/routes/pages-user-view').then((m) => m.PagesUserViewRoute),
                  ),
                  // Apps: the analytics and eCommerce dashboards
                  page('analyticsDashboard', () =>
                    import('@/features/demo-dashboards/routes/analytics-dashboard').then((m) => m.AnalyticsDashboardRoute),
                  ),
                  page('ecommerceDashboard', () =>
                    import('@/features/demo-dashboards/routes/ecommerce-dashboard').then((m) => m.EcommerceDashboardRoute),
                  ),
                  // Apps: shop
                  page('shop', () => import('@/features/shop/routes/shop').then((m) => m.ShopRoute)),
                  page('shopProduct', () => import('@/features/shop/routes/product-detail').then((m) => m.ProductDetailRoute)),
                  page('shopWishlist', () => import('@/features/shop/routes/wishlist').then((m) => m.WishlistRoute)),
                  page('shopCheckout', () => import('@/features/shop/routes/checkout').then((m) => m.CheckoutRoute)),
                  // Apps: email
                  page('email', () => import('@/features/email/routes/email').then((m) => m.EmailIndexRoute)),
                  page('emailFolder', () => import('@/features/email/routes/email').then((m) => m.EmailRoute)),
                  page('emailLabel', () => import('@/features/email/routes/email').then((m) => m.EmailRoute)),
                  // Apps: chat
                  page('chat', () => import('@/features/chat/routes/chat').then((m) => m.ChatRoute)),
                  // Apps: todo and calendar
                  page('todo', () => import('@/features/todo/routes/todo').then((m) => m.TodoRoute)),
                  page('todoFilter', () => import('@/features/todo/routes/todo').then((m) => m.TodoRoute)),
                  page('calendar', () => import('@/features/calendar/routes/calendar').then((m) => m.CalendarRoute)),
                  // The admin template's pages
                  page('templateIndex', () =>
                    import('@/features/template/routes/template-index').then((m) => m.TemplateIndexRoute),
                  ),
                  ...templatePages,
                  // Account
                  page('account', () => import('@/features/account/routes/profile').then((m) => m.ProfileRoute)),
                  page('messages', () => import('@/features/account/routes/messages').then((m) => m.MessagesRoute)),
                  page('profileView', () =>
                    import('@/features/account/routes/profile-view').then((m) => m.ProfileViewRoute),
                  ),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
