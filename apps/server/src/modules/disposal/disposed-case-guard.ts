import { API_PREFIX, DISPOSAL_MESSAGES } from '@casekeeper/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cases } from '../../db/schema';
import { conflict } from '../../platform/errors/app-error';

/** The one write that names its case by `id` rather than `caseId`. */
const CASE_UPDATE_PATH = `${API_PREFIX}/case/Update`;
/** The review's own writes name cases that are being disposed of. */
const REVIEW_PATHS = `${API_PREFIX}/disposal-review`;

const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

function caseIdOf(request: FastifyRequest): number | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;
  const fromParams = numberOf(Number(params?.caseId));
  if (fromParams !== undefined) return fromParams;
  if (request.routeOptions.url === CASE_UPDATE_PATH) return numberOf(body.id);
  return numberOf(body.caseId);
}

/**
 * A disposed case is a shell kept for the authority's figures: every write naming it (by `caseId`
 * in the path or body, or the case form's `id`) is a 409 saying so, whichever module owns the route.
 */
export function registerDisposedCaseGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const authorityId = request.caller?.authorityId;
    if (authorityId === undefined || authorityId === null) return;
    if (request.routeOptions.url?.startsWith(REVIEW_PATHS)) return;
    const caseId = caseIdOf(request);
    if (caseId === undefined) return;
    const [disposed] = await app.db
      .select({ id: cases.id })
      .from(cases)
      .where(and(eq(cases.authorityId, authorityId), eq(cases.id, caseId), isNotNull(cases.disposedAt)));
    if (disposed) throw conflict(DISPOSAL_MESSAGES.caseDisposed);
  });
}
