import { describe, expect, it } from 'vitest';
import { freshIp, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp({ PUBLIC_URL: 'https://casekeeper.example.gov.uk' });

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

describe.each(['/api/refresh-token', '/api/logout'])('POST %s', (url) => {
  it('is refused with 403 when the browser says another site sent it', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://casekeeper.example.gov.uk' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://casekeeper.example.gov.uk', 'sec-fetch-site': 'cross-site' },
      // Without TRUST_PROXY, a forwarded address is the client's own writing.
      {
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        origin: 'https://evil.example',
        'sec-fetch-site': 'same-origin',
      },
    ];
    for (const headers of cases) {
      const response = await call(url, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().data.code).toBe('FORBIDDEN');
    }
  });

  it("is accepted from Casekeeper's own pages, and from clients that are not browsers", async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://casekeeper.example.gov.uk', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of cases) {
      expect((await call(url, headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});
