import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { readSessionEndedNotice } from '../session/session-ended-notice';
import { onRefreshFailed } from './refresh-failure';
import { registerSessionHandlers } from './session-handlers';

afterEach(() => sessionStorage.clear());

describe('a failed token refresh', () => {
  it('ends the session and leaves a note for the sign-in page when the server ended the sign-in', () => {
    const sessionExpired = vi.fn();
    const unregister = registerSessionHandlers({ tokenRefreshed: vi.fn(), sessionExpired });
    onRefreshFailed(
      axiosFailure(401, 'Your session has ended. Please sign in again.', undefined, 'SESSION_ENDED'),
    );
    expect(sessionExpired).toHaveBeenCalledOnce();
    expect(readSessionEndedNotice()).toBe('Your session has ended. Please sign in again.');
    unregister();
  });

  it('ends the session without the note when the network failed', () => {
    const sessionExpired = vi.fn();
    const unregister = registerSessionHandlers({ tokenRefreshed: vi.fn(), sessionExpired });
    onRefreshFailed(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(sessionExpired).toHaveBeenCalledOnce();
    expect(readSessionEndedNotice()).toBeNull();
    unregister();
  });
});
