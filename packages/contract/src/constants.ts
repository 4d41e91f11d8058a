/** Business constants and limits, shared by server and web. */

export const ALARM_PAGE_SIZE = 5;
export const ALARM_LOAD_MORE_STEP = 5;
/** Alarm dates are shown as dd/mm/yy. */
export const ALARM_DATE_FORMAT = 'dd/MM/yy';

export const DEFAULT_DEBOUNCE_MS = 500;
export const SEARCH_DEBOUNCE_MS = DEFAULT_DEBOUNCE_MS;
export const SEARCH_RESULTS_MAX_HEIGHT_PX = 200;

export const CASE_LIST_DEFAULT_PAGE_SIZE = 10;
export const CASE_LIST_DEFAULT_PAGE_NO = 1;
/** A case search Status of -1 means every status. */
export const CASE_SEARCH_ALL_STATUSES = -1;
export const CASE_SEARCH_DEFAULT_SORT_COL = 'CaseManagerDetailId';
export const DEFAULT_SORT_DIR = 'asc';

export const SIDEBAR_BREAKPOINT_PX = 1200;

export const THEME_MODES = ['dark', 'light'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const DEFAULT_THEME: ThemeMode = 'dark';

export const USER_STORAGE_KEY = 'user';
/** The spec's case master: the applicant's case as the portal's sign-in answered it. */
export const CASE_MASTER_STORAGE_KEY = 'caseMaster';

/**
 * The applicant portal's pages in the web client (the invitation mail links to the first). Here,
 * away from the schemas, because the sign-in page's first load may not bring zod.
 */
export const PORTAL_PAGES = {
  invitation: '/portal/invitation',
  login: '/portal/login',
  case: '/portal/case',
} as const;
/** The web client's page a link to confirm a new e-mail address opens (a page, not an API path). */
export const CONFIRM_EMAIL_PAGE = '/confirm-email';
export const THEME_STORAGE_KEY = 'theme';
export const PERSIST_KEY = 'Case';
export const PERSIST_PREFIX = 'persist:';
export const PERSIST_TIMEOUT_MS = 5000;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const TOAST_POSITION = 'top-right';
export const TOAST_AUTO_CLOSE_MS = 5000;

/** Largest file an action item may carry. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;

/** Every API path lives under this prefix on the web client's origin. */
export const API_PREFIX = '/api';

/** The web client's page an identity provider sends people back to: the redirect URI is PUBLIC_URL and this. */
export const SINGLE_SIGN_ON_RETURN_PATH = '/login/sso';
