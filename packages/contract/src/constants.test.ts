import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import { alarmText } from './domain';
import { ERROR_STATUS } from './envelope';

describe('business constants', () => {
  it('hold the agreed values', () => {
    expect(constants).toMatchObject({
      ALARM_PAGE_SIZE: 5,
      ALARM_LOAD_MORE_STEP: 5,
      SEARCH_DEBOUNCE_MS: 500,
      DEFAULT_DEBOUNCE_MS: 500,
      SEARCH_RESULTS_MAX_HEIGHT_PX: 200,
      CASE_LIST_DEFAULT_PAGE_SIZE: 10,
      CASE_LIST_DEFAULT_PAGE_NO: 1,
      CASE_SEARCH_ALL_STATUSES: -1,
      CASE_SEARCH_DEFAULT_SORT_COL: 'CaseManagerDetailId',
      DEFAULT_SORT_DIR: 'asc',
      SIDEBAR_BREAKPOINT_PX: 1200,
      DEFAULT_THEME: 'dark',
      PERSIST_TIMEOUT_MS: 5000,
      PERSIST_KEY: 'Case',
      PERSIST_PREFIX: 'persist:',
      CHUNK_LOAD_TIMEOUT_MS: 120000,
      TOAST_POSITION: 'top-right',
      TOAST_AUTO_CLOSE_MS: 5000,
      USER_STORAGE_KEY: 'user',
    });
  });
});

describe('alarmText', () => {
  it('joins prefix and description with a spaced dash', () => {
    expect(alarmText('Visit', 'Measure stairlift')).toBe('Visit - Measure stairlift');
  });
});

describe('error codes', () => {
  it('map to the HTTP statuses the API promises', () => {
    expect(ERROR_STATUS).toMatchObject({
      VALIDATION_FAILED: 400,
      UNAUTHENTICATED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      PAYLOAD_TOO_LARGE: 413,
      UNSUPPORTED_MEDIA_TYPE: 415,
      UNPROCESSABLE: 422,
      RATE_LIMITED: 429,
      INTERNAL: 500,
    });
  });
});
