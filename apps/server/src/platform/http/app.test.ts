import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializeRequestForLog } from '../../app';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();

describe('GET /api/health', () => {
  it('reports the server and database up in the envelope', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      statusCode: 200,
      message: 'Healthy',
      data: { status: 'ok', database: { status: 'up' } },
    });
    expect(body.data.database.latencyMs).toBeGreaterThanOrEqual(0);
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the envelope rather than the web client', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({
      statusCode: 404,
      message: 'No API call matches GET /api/no-such-thing.',
      data: { code: 'NOT_FOUND' },
    });
  });

  it('answer 404 for other methods too', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json().data.code).toBe('NOT_FOUND');
  });
});

describe('security headers', () => {
  it('send a strict content security policy and a request id', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ignore a request id sent by a client that is not a trusted proxy', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and describes the health call', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Casekeeper API');
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
  });

  it("shows each endpoint's example call, its record ids as 1", async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const addCase = document.paths['/api/case/add'].post.requestBody.content['application/json'];
    expect(addCase.example).toMatchObject({ clientLastName: 'Lovelace', postCode: 'B33 8TH' });
    const pin = document.paths['/api/pin/{caseId}/{webUserId}'].post.parameters;
    expect(
      pin.map((parameter: { name: string; example: unknown }) => [parameter.name, parameter.example]),
    ).toEqual([
      ['caseId', 1],
      ['webUserId', 1],
    ]);
  });

  it('shows a file download as a binary of its media type, and its refusals as the envelope', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const responses = document.paths['/api/caseexcel/list'].get.responses;
    expect(Object.keys(responses['200'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(
      responses['200'].content['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'].schema,
    ).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(responses['400'].content)).toEqual(['application/json']);
  });

  it('shows an upload as a multipart form: its fields, and its file as binary', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const content = document.paths['/api/actionItemFile/add'].post.requestBody.content;
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    const form = content['multipart/form-data'].schema;
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.required).toEqual(expect.arrayContaining(['diaryId', 'prefix', 'scheduledAt', 'file']));
  });

  it('serves the interactive documentation page', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });
});

describe('request logging', () => {
  it('leaves the query string, where reset links carry their token, out of the log', () => {
    const logged = serializeRequestForLog({
      method: 'GET',
      url: '/password-reset?token=secret-token&invite=1',
      host: 'casekeeper.test',
      ip: '192.0.2.10',
    } as FastifyRequest);
    expect(logged).toEqual({
      method: 'GET',
      url: '/password-reset',
      host: 'casekeeper.test',
      remoteAddress: '192.0.2.10',
    });
    expect(JSON.stringify(logged)).not.toContain('secret-token');
  });
});
