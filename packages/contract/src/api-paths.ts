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
} as const;
