import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser, except that an empty body sent as application/json reads as no body
 * instead of a 400: clients often label a body-less POST (sign out, refresh) as JSON, and such a
 * call must not fail on that. Prototype poisoning is still refused.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
