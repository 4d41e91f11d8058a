import {
  CONFIRM_EMAIL_PAGE,
  PORTAL_PAGES,
  SINGLE_SIGN_ON_RETURN_PATH,
  type ClockListFilter,
  type MyWorkFilter,
  type SpendFigure,
} from '@casekeeper/contract';

/**
 * Every route of the web client (docs/routes.md). Static routes are plain strings;
 * routes with parameters carry the router `pattern` and an `href` builder.
 */
type Id = string | number;

const segment = (value: Id): string => encodeURIComponent(String(value));
const withOptional = (base: string, id?: Id): string => (id === undefined ? base : `${base}/${segment(id)}`);

/** The path's {clienttype}: the admin console manages platform admins and authorities. */
export const CLIENT_TYPES = ['admin', 'authority'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
/** The path's {type} of a form: adding or editing. */
export const FORM_TYPES = ['add', 'edit'] as const;
export type FormType = (typeof FORM_TYPES)[number];
/** The path's {contractor} segment. */
export const CONTRACTOR_SEGMENT = 'contractor';

export const isClientType = (value: string | undefined): value is ClientType =>
  (CLIENT_TYPES as readonly (string | undefined)[]).includes(value);
export const isFormType = (value: string | undefined): value is FormType =>
  (FORM_TYPES as readonly (string | undefined)[]).includes(value);

type ClientTypeFormParams = { clientType: string; type: string; id?: Id };
type ContractorListParams = ClientTypeFormParams & { contractor: string };

export const paths = {
  home: '/',
  login: '/login',
  /** The second step of signing in, and setting up an authenticator app to take it (docs/sessions.md). */
  secondFactor: '/login/second-factor',
  enrolSecondFactor: '/login/enrol',
  forgotPassword: '/forgot-password',
  passwordReset: '/password-reset',
  invitation: '/invitation',
  /** Where an organisation's identity provider sends people back (single sign-on, docs/routes.md). */
  singleSignOnReturn: SINGLE_SIGN_ON_RETURN_PATH,
  /** Opened from the link that confirms a new e-mail address (docs/routes.md). */
  confirmEmail: CONFIRM_EMAIL_PAGE,
  /** The applicant portal (docs/routes.md). */
  portal: PORTAL_PAGES,
  unauthorized: '/unauthorized',
  notFound: '*',

  changePassword: '/change-password',
  profile: '/profile',

  admin: {
    dashboard: '/dashboard',
    list: '/admin',
    authorities: '/authority',
    /** The audit log viewer (platform ADMIN); not one of the original client's pages. */
    auditLog: '/audit-log',
    /** The bank holidays clocks count, corrected by a platform ADMIN (docs/clocks.md). */
    bankHolidays: '/bank-holidays',
    /** How platform admins sign in: the platform's own single sign-on provider (docs/routes.md). */
    signInSettings: '/sign-in-settings',
  },

  authority: {
    dashboard: '/authority/dashboard',
    caseList: '/authority/case/list',
    /** The case list filtered: as its address names the filters (features/cases/lib/case-list-address.ts). */
    caseListOf: (filter: {
      status?: Id;
      officer?: Id;
      contractor?: Id;
      opened?: string;
      closed?: string;
      /** A clock's id, what its clocks did (`DueSoon`, `Missed`, `Met`) and the month they stopped. */
      clock?: Id;
      clockState?: ClockListFilter;
      clockMonth?: string;
      /** With clockMonth: the clocks stopped from clockMonth to this month (a dashboard total). */
      clockMonthTo?: string;
      /** The cases a Spend figure counts in a financial year: Paid in a month of it, Approved of a type. */
      spend?: SpendFigure;
      spendYear?: number;
      spendMonth?: string;
      spendType?: Id;
    }) => {
      const query = new URLSearchParams(
        Object.entries(filter).map(([key, value]): [string, string] => [key, String(value)]),
      );
      return `/authority/case/list?${query.toString()}`;
    },
    users: '/authority/user',
    /** The authority's clock settings (docs/clocks.md): read by all its people, changed by its ADMINs. */
    clocks: {
      settings: '/authority/clocks',
      add: '/authority/clocks/add',
      edit: {
        pattern: '/authority/clocks/edit/:id',
        href: (id: Id) => `/authority/clocks/edit/${segment(id)}`,
      },
    },
    /** The authority's grant maximum, top-ups and lists (docs/grant.md): read by all its people, changed by its ADMINs. */
    grantSettings: '/authority/grant-settings',
    /** The viewer's own work across their cases (docs/my-work.md), its list filtered as the address says. */
    myWork: '/authority/my-work',
    myWorkOf: (filter: { filter?: MyWorkFilter }) =>
      `/authority/my-work?${new URLSearchParams(filter).toString()}`,
    /** The payments awaiting authorisation by the viewer (docs/payments.md); the server refuses those who may not authorise. */
    paymentsToAuthorise: '/authority/payments-to-authorise',
    /** The financial year's spend against its allocation (docs/spend.md), the year in the query (`?year=2026`). */
    spend: '/authority/spend',
    /** Finding and exporting everything held about a person (docs/personal-data.md): authority ADMINs. */
    subjectAccess: '/authority/subject-access',
    /** The retention schedule and the disposal review (docs/personal-data.md): authority ADMINs. */
    disposal: '/authority/disposal',
    /** The letterhead and letter templates (docs/letters.md): changed by authority ADMINs. */
    letters: '/authority/letters',
    /** A bulk action's progress and per-case results (docs/bulk-actions.md): who started it. */
    bulkRun: {
      pattern: '/authority/bulk-actions/:runId',
      href: (runId: Id) => `/authority/bulk-actions/${segment(runId)}`,
    },
    contractorList: {
      pattern: '/authority/contractor/list/:authorityId',
      href: (authorityId: Id) => `/authority/contractor/list/${segment(authorityId)}`,
    },
    /** How an authority's people sign in (single sign-on): its ADMINs' own, or any authority's for a platform admin. */
    signInSettings: {
      own: '/authority/sign-in',
      pattern: '/authority/sign-in/:authorityId',
      href: (authorityId: Id) => `/authority/sign-in/${segment(authorityId)}`,
    },
  },

  /**
   * The parameterised admin routes. Adding a user or a contractor names the authority as
   * the id (/authority/user/add/{authorityId}); editing names the record. Ids are always given,
   * so /authority/user/add never reads as the user list of an authority called "add".
   */
  clientType: {
    /**
     * The patterns the router registers: the client's own, with {clienttype} spelled out (admin or
     * authority) so an unknown path such as /this/page/gone stays NOT FOUND, and with the ids
     * these routes always carry.
     */
    routes: {
      forms: CLIENT_TYPES.map((clientType) => `/${clientType}/:type/:id?`),
      userList: '/authority/user/:authorityId',
      userForm: '/authority/user/:type/:id',
      contractorForm: `/authority/${CONTRACTOR_SEGMENT}/list/:type/:id`,
    },
    contractorList: {
      pattern: '/:clienttype/:contractor/list/:type/:id?',
      href: ({ clientType, contractor, type, id }: ContractorListParams) =>
        withOptional(`/${segment(clientType)}/${segment(contractor)}/list/${segment(type)}`, id),
    },
    userList: {
      pattern: '/:clienttype/user/:authorityId?',
      href: (clientType: string, authorityId?: Id) =>
        withOptional(`/${segment(clientType)}/user`, authorityId),
    },
    form: {
      pattern: '/:clienttype/:type/:id?',
      href: ({ clientType, type, id }: ClientTypeFormParams) =>
        withOptional(`/${segment(clientType)}/${segment(type)}`, id),
    },
    userForm: {
      pattern: '/:clienttype/user/:type/:id?',
      href: ({ clientType, type, id }: ClientTypeFormParams) =>
        withOptional(`/${segment(clientType)}/user/${segment(type)}`, id),
    },
  },

  caseManager: {
    pattern: '/case-manager/:type/:id?',
    href: (type: string, id?: Id) => withOptional(`/case-manager/${segment(type)}`, id),
    edit: (caseManagerDetailId: Id) => `/case-manager/edit/${segment(caseManagerDetailId)}`,
    /** The case page at its timescales (the clocks' card). */
    timescales: (caseManagerDetailId: Id) => `/case-manager/edit/${segment(caseManagerDetailId)}#timescales`,
  },

  actionDiary: {
    list: {
      pattern: '/actionDiary/list/:id?',
      href: (id?: Id) => withOptional('/actionDiary/list', id),
    },
    form: {
      pattern: '/actionDiary/:type/:id?',
      href: (type: string, id?: Id) => withOptional(`/actionDiary/${segment(type)}`, id),
    },
  },

  actionItemText: {
    pattern: '/actionItemText/:type/:id?',
    href: (type: string, id?: Id) => withOptional(`/actionItemText/${segment(type)}`, id),
  },

  actionItemFile: {
    pattern: '/actionItemFile/:type/:id?',
    href: (type: string, id?: Id) => withOptional(`/actionItemFile/${segment(type)}`, id),
  },
} as const;
