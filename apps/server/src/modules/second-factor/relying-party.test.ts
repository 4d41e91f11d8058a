import { PASSKEY_MESSAGES } from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors/app-error';
import { apiCalls, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { relyingPartyOf } from './relying-party';

const context = useTestApp({ PUBLIC_URL: 'http://127.0.0.1:3000' });

describe('the relying party passkeys are made for', () => {
  it('is PUBLIC_URL’s host name and origin', () => {
    expect(relyingPartyOf({ PUBLIC_URL: 'https://casekeeper.ambridge.gov.uk' })).toEqual({
      id: 'casekeeper.ambridge.gov.uk',
      origin: 'https://casekeeper.ambridge.gov.uk',
      name: 'Casekeeper',
    });
    expect(relyingPartyOf({ PUBLIC_URL: 'http://localhost:8080' })).toMatchObject({
      id: 'localhost',
      origin: 'http://localhost:8080',
    });
  });

  it('refuses an IP address, which browsers refuse as an RP ID', () => {
    for (const PUBLIC_URL of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(() => relyingPartyOf({ PUBLIC_URL })).toThrow(AppError);
    }
  });

  it('answers a clear 503 to every passkey ceremony when the site is reached by an IP address', async () => {
    const officer = await signedInUser(context);
    const api = apiCalls(context);

    const answers = [
      await api.post('/profile/passkeys/options', officer),
      await api.post('/login/passkey/options'),
    ];

    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503]);
    expect(answers.map((answer) => answer.json<{ message: string }>().message)).toEqual([
      PASSKEY_MESSAGES.hostIsAddress,
      PASSKEY_MESSAGES.hostIsAddress,
    ]);
  });
});
