import type { ComponentType } from 'react';
import type * as DiaryFormPagesModule from '@/features/action-diaries/pages/diary-form-pages';
import type * as ItemFormPagesModule from './routes/action-item-routes';
import type * as ClockPagesModule from '@/features/clocks/pages/clock-pages';
import type * as ConsoleRouteModule from './routes/admin-console-routes';
import type * as SignInSettingsRouteModule from './routes/sign-in-settings-routes';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { FORM_TYPES, paths, type FormType } from '@/config/paths';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { readStoredUser } from '@/lib/session/stored-user';
import { RootLayout } from './layouts/root-layout';
import { homePathFor } from './routes/home-path';
import { lazyPage } from './routes/lazy-page';
import { loginLoader } from './routes/login-loader';
import { LoginRoute } from './routes/login-route';
import { PortalLoginRoute, portalLoginLoader } from './routes/portal-login-route';
import type { RouteAccessHandle } from './routes/require-session';
import { RouteErrorPage } from './routes/route-error-page';

const adminOnly: RouteAccessHandle = { userTypes: ['ADMIN'] };
const authorityOnly: RouteAccessHandle = { userTypes: ['AUTHORITY'] };
const authorityUsers: RouteAccessHandle = { userTypes: ['AUTHORITY', 'AUTHORITY_USER'] };
const applicantsOnly: RouteAccessHandle = { userTypes: ['APPLICANT'], signInPath: paths.portal.login };

const consoleRoute = (pick: (m: typeof ConsoleRouteModule) => ComponentType) =>
  lazyPage(() => import('./routes/admin-console-routes'), pick);

/**
 * The admin console routes (docs/routes.md). The static ones rank above the patterns, so
 * /authority/user and /authority/dashboard never read as /{clienttype}/{type}; {clienttype} is spelled
 * out (paths.clientType.routes) so unknown paths stay NOT FOUND.
 */
const adminConsoleRoutes: RouteObject[] = [
  {
    path: paths.admin.list,
    handle: adminOnly,
    lazy: lazyPage(
      () => import('@/features/admin-console/pages/platform-admin-list-page'),
      (m) => m.PlatformAdminListPage,
    ),
  },
  {
    path: paths.admin.authorities,
    handle: adminOnly,
    lazy: lazyPage(
      () => import('@/features/admin-console/pages/authority-list-page'),
      (m) => m.AuthorityListPage,
    ),
  },
  {
    path: paths.admin.auditLog,
    handle: adminOnly,
    lazy: lazyPage(
      () => import('@/features/audit-log/pages/audit-log-page'),
      (m) => m.AuditLogPage,
    ),
  },
  {
    path: paths.admin.bankHolidays,
    handle: adminOnly,
    lazy: lazyPage(
      () => import('@/features/bank-holidays/pages/bank-holidays-page'),
      (m) => m.BankHolidaysPage,
    ),
  },
  { path: paths.authority.users, handle: authorityOnly, lazy: consoleRoute((m) => m.OwnAuthorityUsersRoute) },
  {
    path: paths.authority.contractorList.pattern,
    // Platform admins for any authority; authority ADMINs for their own (checked by the route).
    handle: { userTypes: ['ADMIN', 'AUTHORITY', 'AUTHORITY_USER'] } satisfies RouteAccessHandle,
    lazy: consoleRoute((m) => m.ContractorListRoute),
  },
  { path: paths.clientType.routes.contractorForm, lazy: consoleRoute((m) => m.ContractorFormRoute) },
  {
    path: paths.clientType.routes.userList,
    handle: adminOnly,
    lazy: consoleRoute((m) => m.AuthorityUsersRoute),
  },
  { path: paths.clientType.routes.userForm, lazy: consoleRoute((m) => m.AuthorityUserFormRoute) },
  ...paths.clientType.routes.forms.map((path): RouteObject => ({
    path,
    handle: adminOnly,
    lazy: consoleRoute((m) => m.ClientTypeFormRoute),
  })),
];

/**
 * The case form, /case-manager/{type}/{id?}: only its two {type}s are registered, so any other
 * (or an id after add) stays NOT FOUND.
 */
const caseFormRoutes: RouteObject[] = [
  paths.caseManager.href('add'),
  `${paths.caseManager.href('edit')}/:id`,
].map((path) => ({
  path,
  handle: { userTypes: ['AUTHORITY', 'AUTHORITY_USER'] } satisfies RouteAccessHandle,
  // Its Component, and its loader: that starts the case's reads as the page's code arrives.
  lazy: lazyWithTimeout(() => import('./routes/case-form-route')),
}));

/**
 * The action diary pages (docs/routes.md): a case's diaries, /actionDiary/list/{caseId?}, and the
 * add and edit forms of diaries and items. Each form registers its two {type}s with the id they
 * always carry (add names the parent, edit the record), so any other {type} stays NOT FOUND.
 */
const diaryForms = (
  href: (type: FormType) => string,
  load: (type: FormType) => RouteObject['lazy'],
): RouteObject[] =>
  FORM_TYPES.map((type) => ({ path: `${href(type)}/:id`, handle: authorityUsers, lazy: load(type) }));

const diaryPage = (pick: (m: typeof DiaryFormPagesModule) => ComponentType) =>
  lazyPage(() => import('@/features/action-diaries/pages/diary-form-pages'), pick);
const itemPage = (pick: (m: typeof ItemFormPagesModule) => ComponentType) =>
  lazyPage(() => import('./routes/action-item-routes'), pick);

const actionDiaryRoutes: RouteObject[] = [
  {
    path: paths.actionDiary.list.pattern,
    handle: authorityUsers,
    lazy: lazyPage(
      () => import('./routes/action-diary-list-route'),
      (m) => m.ActionDiaryListRoute,
    ),
  },
  ...diaryForms(paths.actionDiary.form.href, (type) =>
    diaryPage((m) => (type === 'add' ? m.DiaryAddPage : m.DiaryEditPage)),
  ),
  ...diaryForms(paths.actionItemText.href, (type) =>
    itemPage((m) => (type === 'add' ? m.TextItemAddPage : m.TextItemEditPage)),
  ),
  ...diaryForms(paths.actionItemFile.href, (type) =>
    itemPage((m) => (type === 'add' ? m.FileItemAddPage : m.FileItemEditPage)),
  ),
];

const signInSettingsRoute = (pick: (m: typeof SignInSettingsRouteModule) => ComponentType) =>
  lazyPage(() => import('./routes/sign-in-settings-routes'), pick);

/**
 * How people sign in (single sign-on, docs/routes.md): an authority ADMIN's own authority (checked
 * by the route), any authority's or the platform's own for a platform admin. Static, so they rank
 * above /{clienttype}/{type}/{id?}.
 */
const signInSettingsRoutes: RouteObject[] = [
  {
    path: paths.authority.signInSettings.own,
    handle: authorityUsers,
    lazy: signInSettingsRoute((m) => m.OwnSignInSettingsRoute),
  },
  {
    path: paths.authority.signInSettings.pattern,
    handle: adminOnly,
    lazy: signInSettingsRoute((m) => m.AuthoritySignInSettingsRoute),
  },
  {
    path: paths.admin.signInSettings,
    handle: adminOnly,
    lazy: signInSettingsRoute((m) => m.PlatformSignInSettingsRoute),
  },
];

const clockPage = (pick: (m: typeof ClockPagesModule) => ComponentType) =>
  lazyPage(() => import('@/features/clocks/pages/clock-pages'), pick);

/**
 * The clock settings (docs/clocks.md): every authority user reads them; the pages ask the server
 * (`can.edit`) before offering a change. Static, so they rank above /{clienttype}/{type}/{id?}.
 */
const clockRoutes: RouteObject[] = [
  {
    path: paths.authority.clocks.settings,
    handle: authorityUsers,
    lazy: clockPage((m) => m.ClockSettingsPage),
  },
  { path: paths.authority.clocks.add, handle: authorityUsers, lazy: clockPage((m) => m.ClockAddPage) },
  {
    path: paths.authority.clocks.edit.pattern,
    handle: authorityUsers,
    lazy: clockPage((m) => m.ClockEditPage),
  },
];

/** The logged-in area (docs/routes.md): store, guard, then the layout for the user_type. */
const loggedInArea: RouteObject = {
  lazy: lazyPage(
    () => import('./layouts/session-root'),
    (m) => m.SessionRoot,
  ),
  children: [
    {
      lazy: lazyPage(
        () => import('./layouts/layout-by-user-type'),
        (m) => m.LayoutByUserType,
      ),
      children: [
        {
          path: paths.changePassword,
          lazy: lazyPage(
            () => import('@/features/auth/pages/change-password-page'),
            (m) => m.ChangePasswordPage,
          ),
        },
        {
          path: paths.profile,
          lazy: lazyPage(
            () => import('./routes/profile-route'),
            (m) => m.ProfileRoute,
          ),
        },
        {
          path: paths.admin.dashboard,
          handle: adminOnly,
          lazy: lazyPage(
            () => import('@/features/dashboard/pages/admin-dashboard-page'),
            (m) => m.AdminDashboardPage,
          ),
        },
        {
          path: paths.authority.dashboard,
          handle: authorityUsers,
          lazy: lazyPage(
            () => import('./routes/authority-dashboard-route'),
            (m) => m.AuthorityDashboardRoute,
          ),
        },
        {
          // The person's own work (docs/my-work.md): the page tells READONLY users they have none.
          path: paths.authority.myWork,
          handle: authorityUsers,
          lazy: lazyPage(
            () => import('./routes/my-work-route'),
            (m) => m.MyWorkRoute,
          ),
        },
        {
          path: paths.authority.caseList,
          handle: authorityUsers,
          lazy: lazyPage(
            () => import('./routes/case-list-route'),
            (m) => m.CaseListRoute,
          ),
        },
        {
          // A bulk action's progress and results: the server answers 404 to all but who started it.
          path: paths.authority.bulkRun.pattern,
          handle: authorityUsers,
          lazy: lazyPage(
            () => import('@/features/bulk-actions/pages/bulk-run-page'),
            (m) => m.BulkRunPage,
          ),
        },
        {
          path: paths.portal.case,
          handle: applicantsOnly,
          lazy: lazyPage(
            () => import('./routes/portal-case-route'),
            (m) => m.PortalCaseRoute,
          ),
        },
        ...clockRoutes,
        {
          // The grant's settings and lists (docs/grant.md): read by every authority user, changed by its ADMINs.
          path: paths.authority.grantSettings,
          handle: authorityUsers,
          lazy: lazyPage(
            () => import('@/features/grant/pages/grant-settings-page'),
            (m) => m.GrantSettingsPage,
          ),
        },
        {
          // Payments awaiting authorisation (docs/payments.md): the server answers 403 to whoever may not authorise.
          path: paths.authority.paymentsToAuthorise,
          handle: authorityUsers,
          lazy: lazyPage(
            () => import('@/features/payments/pages/payments-to-authorise-page'),
            (m) => m.PaymentsToAuthorisePage,
          ),
        },
        {
          // The year's spend against the allocation (docs/spend.md): the server answers 403 to all but authority ADMINs.
          path: paths.authority.spend,
          handle: authorityUsers,
          lazy: lazyPage(
            () => import('@/features/spend/pages/spend-page'),
            (m) => m.SpendPage,
          ),
        },
        {
          // A person's data for a subject access request: the server answers 403 to all but authority ADMINs.
          path: paths.authority.subjectAccess,
          handle: authorityUsers,
          lazy: lazyPage(
            () => import('@/features/subject-access/pages/subject-access-page'),
            (m) => m.SubjectAccessPage,
          ),
        },
        {
          // The retention schedule and the disposal review: the server answers 403 to all but authority ADMINs.
          path: paths.authority.disposal,
          handle: authorityUsers,
          lazy: lazyPage(
            () => import('@/features/disposal/pages/disposal-page'),
            (m) => m.DisposalPage,
          ),
        },
        {
          // The letterhead and letter templates: the server answers 403 to READONLY users, and only ADMINs change them.
          path: paths.authority.letters,
          handle: authorityUsers,
          lazy: lazyPage(
            () => import('@/features/letters/pages/letter-templates-page'),
            (m) => m.LetterTemplatesPage,
          ),
        },
        ...signInSettingsRoutes,
        ...caseFormRoutes,
        ...actionDiaryRoutes,
        ...adminConsoleRoutes,
      ],
    },
  ],
};

const routeTree: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    children: [
      {
        index: true,
        // Always redirects, by the stored user's user_type (docs/routes.md).
        loader: () => redirect(homePathFor(readStoredUser())),
        element: null,
      },
      {
        // Most visits start here, so the sign-in page comes with the first scripts rather than
        // after them: one request less before it shows, and its libraries share the first file.
        path: paths.login,
        loader: loginLoader,
        Component: LoginRoute,
      },
      {
        // The second step of signing in, and setting up the app for it (docs/sessions.md).
        path: paths.secondFactor,
        lazy: lazyPage(
          () => import('./routes/second-factor-routes'),
          (m) => m.SecondFactorRoute,
        ),
      },
      {
        path: paths.enrolSecondFactor,
        lazy: lazyPage(
          () => import('./routes/second-factor-routes'),
          (m) => m.EnrolSecondFactorRoute,
        ),
      },
      {
        // Where an organisation's identity provider sends people back (single sign-on).
        path: paths.singleSignOnReturn,
        lazy: lazyPage(
          () => import('./routes/single-sign-on-route'),
          (m) => m.SingleSignOnRoute,
        ),
      },
      {
        path: paths.forgotPassword,
        lazy: lazyPage(
          () => import('@/features/auth/pages/forgot-password-page'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: paths.passwordReset,
        lazy: lazyPage(
          () => import('@/features/auth/pages/password-reset-page'),
          (m) => m.PasswordResetPage,
        ),
      },
      {
        path: paths.confirmEmail,
        lazy: lazyPage(
          () => import('@/features/profile/pages/confirm-email-page'),
          (m) => m.ConfirmEmailPage,
        ),
      },
      ...[paths.invitation, paths.portal.invitation].map((path) => ({
        path,
        lazy: lazyPage(
          () => import('./routes/invitation-route'),
          (m) => m.InvitationRoute,
        ),
      })),
      {
        path: paths.portal.login,
        loader: portalLoginLoader,
        Component: PortalLoginRoute,
      },
      loggedInArea,
      {
        path: paths.unauthorized,
        lazy: lazyPage(
          () => import('./routes/forbidden-page'),
          (m) => m.ForbiddenPage,
        ),
      },
      {
        path: paths.notFound,
        lazy: lazyPage(
          () => import('./routes/not-found-page'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

/**
 * Every lazy route gets the error page as its own boundary: a chunk that fails to load or a page
 * that throws shows a message with Reload and Go Home where the page would be, inside its layout,
 * instead of blanking the app.
 */
function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const children = route.children ? withErrorBoundaries(route.children) : undefined;
    const boundary = route.lazy && !route.ErrorBoundary ? { ErrorBoundary: RouteErrorPage } : {};
    return { ...route, ...boundary, ...(children ? { children } : {}) } as RouteObject;
  });
}

export const appRoutes: RouteObject[] = withErrorBoundaries(routeTree);

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
