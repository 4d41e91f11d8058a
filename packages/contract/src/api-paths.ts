/** API paths below /api shared by the server's routes and the web client's calls. */
export const API_PATHS = {
  health: '/health',
  publicConfig: '/public-config',
  login: '/login',
  refreshToken: '/refresh-token',
  logout: '/logout',
  me: '/me',
  forgotPassword: '/forgot-password',
  passwordReset: '/password-reset',
  changePassword: '/change-password',
  profile: '/profile',
  mode: (mode: string) => `/mode/${encodeURIComponent(mode)}`,
} as const;
