import { SUBJECT_ACCESS_CONTENT_TYPE, subjectAccessEndpoints } from '@casekeeper/contract';
import type { FastifyPluginAsync } from 'fastify';
import { changedBy } from '../../platform/audit/request-context';
import { ok } from '../../platform/http/envelope';
import { registerEndpoint, registerFileEndpoint } from '../../platform/http/register-endpoint';
import { exportSubject } from './export-subject';
import { searchSubject } from './search-subject';

/** Finding a person and exporting what is held about them (docs/personal-data.md, "Subject access"). */
export const subjectAccessRoutes: FastifyPluginAsync = (app) => {
  const { db, fileStorage } = app;

  registerEndpoint(app, subjectAccessEndpoints.search, async (request) =>
    ok(await searchSubject(db, { ...changedBy(request), search: request.body })),
  );

  registerFileEndpoint(app, subjectAccessEndpoints.export, async (request, reply) => {
    const { fileName, zip } = await exportSubject(db, fileStorage, {
      ...changedBy(request),
      chosen: request.body,
    });
    // A file that cannot be read after the first byte can only cut the download short; it is logged.
    zip.on('error', (error) => request.log.error({ err: error }, 'subject access export failed'));
    return reply
      .header('content-type', SUBJECT_ACCESS_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(zip);
  });

  return Promise.resolve();
};
