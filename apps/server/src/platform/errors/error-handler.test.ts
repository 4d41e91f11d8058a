import { API_PREFIX } from '@casekeeper/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { registerErrorHandling } from './error-handler';

let app: FastifyInstance;

beforeAll(async () => {
  const probe = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(probe);
  probe.post(
    `${API_PREFIX}/probe/validate`,
    { schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } },
    async () => ({ ok: true }),
  );
  probe.get(`${API_PREFIX}/probe/conflict`, async () => {
    throw new AppError('CONFLICT', 'This case was changed by someone else. Reload it and try again.');
  });
  probe.get(`${API_PREFIX}/probe/locked`, async () => {
    throw new AppError('RATE_LIMITED', 'Locked for a while.', { retryAfterSeconds: 42.3 });
  });
  probe.get(`${API_PREFIX}/probe/duplicate`, async () => {
    const duplicate = new pg.DatabaseError('duplicate key value violates unique constraint', 0, 'error');
    duplicate.code = '23505';
    duplicate.constraint = 'some_table_key';
    throw new Error('insert failed', { cause: duplicate });
  });
  probe.get(`${API_PREFIX}/probe/crash`, async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  await probe.ready();
  app = probe;
});

afterAll(() => app.close());

describe('the error handler', () => {
  it('answers validation failures with 400 and a message per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/probe/validate`,
      payload: { name: 'x', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.statusCode).toBe(400);
    expect(body.message).toBe('Please correct the highlighted fields.');
    expect(body.data.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.data.fields).sort()).toEqual(['age', 'name']);
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/probe/validate`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.code).toBe('BAD_REQUEST');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/probe/validate`,
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().data.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('maps an AppError code to its HTTP status and keeps its safe message', async () => {
    const response = await app.inject({ method: 'GET', url: `${API_PREFIX}/probe/conflict` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      statusCode: 409,
      message: 'This case was changed by someone else. Reload it and try again.',
      data: { code: 'CONFLICT' },
    });
  });

  it('sends Retry-After, in whole seconds, with a rate-limited error', async () => {
    const response = await app.inject({ method: 'GET', url: `${API_PREFIX}/probe/locked` });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('43');
    expect(response.json()).toMatchObject({ message: 'Locked for a while.', data: { code: 'RATE_LIMITED' } });
  });

  it('answers a unique violation no use case expected with 409, without naming the constraint', async () => {
    const response = await app.inject({ method: 'GET', url: `${API_PREFIX}/probe/duplicate` });
    expect(response.statusCode).toBe(409);
    expect(response.json().data.code).toBe('CONFLICT');
    expect(response.body).not.toContain('some_table_key');
  });

  it('never leaks the text or stack of an unexpected error', async () => {
    const response = await app.inject({ method: 'GET', url: `${API_PREFIX}/probe/crash` });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toMatch(/\n\s+at /);
    expect(response.json()).toMatchObject({ statusCode: 500, data: { code: 'INTERNAL' } });
    expect(response.json().data.requestId).toEqual(expect.any(String));
  });
});
