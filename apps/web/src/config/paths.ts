/**
 * Every route of the client spec, section 2. Static routes are plain strings;
 * routes with parameters carry the router `pattern` and an `href` builder.
 */
type Id = string | number;

const segment = (value: Id): string => encodeURIComponent(String(value));
const withOptional = (base: string, id?: Id): string => (id === undefined ? base : `${base}/${segment(id)}`);

type ClientTypeFormParams = { clientType: string; type: string; id?: Id };
type ContractorListParams = ClientTypeFormParams & { contractor: string };

export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  passwordReset: '/password-reset',
  unauthorized: '/unauthorized',
  notFound: '*',

  changePassword: '/change-password',
  profile: '/profile',

  admin: {
    dashboard: '/dashboard',
    list: '/admin',
    authorities: '/authority',
  },

  authority: {
    dashboard: '/authority/dashboard',
    caseList: '/authority/case/list',
    users: '/authority/user',
    contractorList: {
      pattern: '/authority/contractor/list/:authorityId',
      href: (authorityId: Id) => `/authority/contractor/list/${segment(authorityId)}`,
    },
  },

  clientType: {
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
