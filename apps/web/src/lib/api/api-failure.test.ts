import { describe, expect, it } from 'vitest';
import { axiosAnswer } from '@/testing/axios-failure';
import { toApiFailure } from './api-failure';

describe('toApiFailure (docs/routes.md, errors)', () => {
  it("takes the server answer's message first", () => {
    const error = axiosAnswer(401, {
      statusCode: 401,
      message: 'The e-mail address or password is incorrect.',
      data: { code: 'UNAUTHENTICATED' },
    });
    expect(toApiFailure(error)).toMatchObject({
      message: 'The e-mail address or password is incorrect.',
      serverMessage: 'The e-mail address or password is incorrect.',
      status: 401,
      code: 'UNAUTHENTICATED',
      fields: {},
    });
  });

  it("falls back to the error's own message, then to the error as text", () => {
    const proxied = toApiFailure(axiosAnswer(502, '<html>Bad gateway</html>'));
    expect(proxied.message).toBe('Request failed with status code 502');
    expect(proxied.serverMessage).toBeUndefined();
    expect(toApiFailure(new Error('Network Error')).message).toBe('Network Error');
    expect(toApiFailure('timeout').message).toBe('timeout');
  });

  it('passes a failure already made (what a cached call throws) through as it is', () => {
    const failure = { message: 'Someone else changed this', status: 409, code: 'CONFLICT', fields: {} };
    expect(toApiFailure(failure)).toBe(failure);
    expect(toApiFailure({ name: 'SerializedError', message: 'Aborted' }).message).toBe('Aborted');
  });

  it('keeps the first message per field of a validation answer', () => {
    const error = axiosAnswer(400, {
      statusCode: 400,
      message: 'Check the highlighted fields.',
      data: {
        code: 'VALIDATION_FAILED',
        fields: { newPassword: ['Too common', 'Too short'], email: ['Enter an e-mail'] },
      },
    });
    expect(toApiFailure(error).fields).toEqual({ newPassword: 'Too common', email: 'Enter an e-mail' });
  });

  it("keeps a 409's record as it is now", () => {
    const error = axiosAnswer(409, {
      statusCode: 409,
      message: 'Someone else has changed this record since you opened it.',
      data: { code: 'CONFLICT', current: { id: 4, version: 3 } },
    });
    expect(toApiFailure(error)).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      current: { id: 4, version: 3 },
    });
    expect(
      toApiFailure(axiosAnswer(404, { message: 'Gone', data: { code: 'NOT_FOUND' } })),
    ).not.toHaveProperty('current');
  });

  it('reads how long to wait from a 429', () => {
    const error = axiosAnswer(
      429,
      { statusCode: 429, message: 'Too many attempts.', data: { code: 'RATE_LIMITED' } },
      { 'retry-after': '30' },
    );
    expect(toApiFailure(error)).toMatchObject({ message: 'Too many attempts.', retryAfterSeconds: 30 });
  });
});
