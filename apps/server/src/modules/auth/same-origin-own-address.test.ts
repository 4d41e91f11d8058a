import { describe, expect, it } from 'vitest';
import { freshIp, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

// No PUBLIC_URL (so it is http://localhost:3000), one trusted proxy that may stand in front.
const context = useTestApp({ TRUST_PROXY: '1' });

const call = async (url: string, headers: Record<string, string>) => {
  const user = await signedInUser(context);
  return context.app.inject({
    method: 'POST',
    url,
    headers,
    cookies: { casekeeper_refresh: user.refreshToken },
    remoteAddress: freshIp(),
  });
};

describe.each(['/api/refresh-token', '/api/logout'])('POST %s at an address other than PUBLIC_URL', (url) => {
  it('is accepted from a page opened at http://127.0.0.1:3000', async () => {
    const response = await call(url, {
      host: '127.0.0.1:3000',
      origin: 'http://127.0.0.1:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(200);
  });

  it('is accepted from a page served through the trusted proxy at its own address', async () => {
    const response = await call(url, {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'cases.council.example',
      'x-forwarded-proto': 'https',
      origin: 'https://cases.council.example',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(200);
  });

  it('is refused from another origin, even one that wrote its own name into Host', async () => {
    const cases: Record<string, string>[] = [
      { host: '127.0.0.1:3000', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      { host: 'evil.example', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      { host: 'evil.example', origin: 'http://evil.example' },
      { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
      { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:4000', 'sec-fetch-site': 'same-origin' },
      { host: '127.0.0.1:3000', origin: 'https://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
      {
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'cases.council.example',
        origin: 'https://cases.council.example',
        'sec-fetch-site': 'same-origin',
      },
    ];
    for (const headers of cases) {
      const response = await call(url, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().data.code).toBe('FORBIDDEN');
    }
  });
});
