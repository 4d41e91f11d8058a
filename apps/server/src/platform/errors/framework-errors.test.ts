import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';

// Fastify's router refuses these before any hook runs: they must still answer like the product.
const context = useTestApp();

const LONG_ID = '1'.repeat(101);

const REFUSED = [
  { url: '/api/health/%ff', statusCode: 400, code: 'BAD_REQUEST', echo: '%ff' },
  { url: `/api/case/edit/${LONG_ID}`, statusCode: 414, code: 'URI_TOO_LONG', echo: LONG_ID },
];

describe("the router's own refusals", () => {
  it.each(REFUSED)('answer $url with $statusCode in the envelope, not echoing the path', async (refused) => {
    const response = await context.app.inject({ method: 'GET', url: refused.url });
    expect(response.statusCode).toBe(refused.statusCode);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json<{ data: { requestId: string } }>();
    expect(body).toEqual({
      statusCode: refused.statusCode,
      message: expect.any(String),
      data: { code: refused.code, requestId: expect.any(String) },
    });
    expect(response.headers['x-request-id']).toBe(body.data.requestId);
    expect(response.body).not.toContain(refused.echo);
    expect(response.body).not.toContain('FST_ERR');
  });

  it.each(REFUSED)('answer $url with the headers of every answer', async (refused) => {
    const { headers } = await context.app.inject({ method: 'GET', url: refused.url });
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
