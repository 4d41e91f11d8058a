export const APP_NAME = 'Casekeeper';

/** Browser tab title for a page, e.g. "Sign in · Casekeeper". */
export function pageTitle(page: string): string {
  return `${page} · ${APP_NAME}`;
}
