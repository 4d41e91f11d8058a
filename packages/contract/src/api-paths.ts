const segment = (value: string | number) => encodeURIComponent(String(value));

/**
 * API paths below /api shared by the server's routes and the web client's calls. Query
 * parameters are passed separately (the list calls take pageSize, search, sortCol, sortDir and
 * status; see each call's query schema).
 */
export const API_PATHS = {
  health: '/health',
  publicConfig: '/public-config',
  login: '/login',
  refreshToken: '/refresh-token',
  logout: '/logout',
  me: '/me',
  abilities: '/me/abilities',
  forgotPassword: '/forgot-password',
  passwordReset: '/password-reset',
  changePassword: '/change-password',
  profile: '/profile',
  mode: (mode: string) => `/mode/${segment(mode)}`,

  impersonate: (webUserId: number) => `/impersonate/${segment(webUserId)}`,
  impersonateBack: '/impersonate/back',

  // An authority's users.
  authorityUsers: (authorityId: number) => `/authority/User/${segment(authorityId)}`,
  authorityUserAdd: '/authority/user/add',
  authorityUserEdit: (id: number) => `/authority/user/edit/${segment(id)}`,
  authorityUserUpdate: '/authority/user/update',
  authorityUserIsActive: (id: number) => `/authority/user/isactive/${segment(id)}`,
  authorityUserDelete: (id: number) => `/authority/user/delete/${segment(id)}`,

  // An authority's contractors.
  contractorList: (authorityId: number) => `/contractor/list/${segment(authorityId)}`,
  contractorAdd: '/contractor/add',
  contractorEdit: (id: number) => `/contractor/edit/${segment(id)}`,
  contractorUpdate: '/contractor/update',
  contractorIsActive: (id: number) => `/contractor/isactive/${segment(id)}`,
} as const;
