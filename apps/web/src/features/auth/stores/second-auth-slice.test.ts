import { describe, expect, it } from 'vitest';
import { loginFail, logout, registerFail, registerSuccess, secondProviderLoginFail } from './auth-actions';
import { sampleCaseMaster } from '@/testing/sample-case-master';
import { secondAuthSlice, secondLoginSuccess } from './second-auth-slice';

const reduce = secondAuthSlice.reducer;
const caseMaster = sampleCaseMaster();

describe('the second auth slice', () => {
  it('has the same fields as the first, starting logged out', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ isLoggedIn: false, user: null });
  });

  it('stores the case master and sets logged in on the second flow’s success', () => {
    expect(reduce(undefined, secondLoginSuccess(caseMaster))).toEqual({ isLoggedIn: true, user: caseMaster });
  });

  it.each([
    ['its own failure type', secondProviderLoginFail()],
    ['logout', logout()],
  ])('clears the user and sets logged out on %s', (_name, action) => {
    expect(reduce({ isLoggedIn: true, user: caseMaster }, action)).toEqual({ isLoggedIn: false, user: null });
  });

  it('keeps the user but sets logged out on register success or failure', () => {
    for (const action of [registerSuccess(), registerFail()]) {
      expect(reduce({ isLoggedIn: true, user: caseMaster }, action)).toEqual({
        isLoggedIn: false,
        user: caseMaster,
      });
    }
  });

  it('is not touched by the first provider’s failure', () => {
    const state = { isLoggedIn: true, user: caseMaster };
    expect(reduce(state, loginFail())).toBe(state);
  });
});
