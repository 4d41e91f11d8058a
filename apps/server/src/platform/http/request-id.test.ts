import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';

const direct = useTestApp();
const behindProxy = useTestApp({ TRUST_PROXY: '10.0.0.0/8,192.0.2.7' });
const GENERATED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const health = (context: typeof direct, requestId: string, remoteAddress = '10.1.2.3') =>
  context.app.inject({
    method: 'GET',
    url: '/api/health',
    remoteAddress,
    headers: { 'x-request-id': requestId },
  });

describe('request ids', () => {
  it('are made by the server when no proxy is trusted, whatever the client sends', async () => {
    for (const offered of ['trace-123', 'x'.repeat(8007)]) {
      const response = await health(direct, offered);
      expect(response.headers['x-request-id']).toMatch(GENERATED);
    }
  });

  it("keep a trusted proxy's id when it is short and plain", async () => {
    expect((await health(behindProxy, 'trace-123.abc_DEF')).headers['x-request-id']).toBe(
      'trace-123.abc_DEF',
    );
    expect((await health(behindProxy, 'edge-1', '192.0.2.7')).headers['x-request-id']).toBe('edge-1');
  });

  it('are made by the server when the id is long or odd, or comes from outside the trusted proxies', async () => {
    const offers = [
      health(behindProxy, 'x'.repeat(65)),
      health(behindProxy, 'has space'),
      health(behindProxy, 'line\u2028break'),
      health(behindProxy, 'trace-123', '203.0.113.9'),
    ];
    for (const response of await Promise.all(offers)) {
      expect(response.headers['x-request-id']).toMatch(GENERATED);
    }
  });
});
