import { FILE_MESSAGES } from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors/app-error';

/**
 * Whether applicants may send documents: always with a virus scanner configured; without one,
 * only while PORTAL_UPLOADS_WITHOUT_SCANNER is `on` (docs/personal-data.md, "Scanned uploads").
 */
export function portalUploadsOn(app: Pick<FastifyInstance, 'config' | 'fileScans'>): boolean {
  return app.fileScans.scanner !== null || app.config.PORTAL_UPLOADS_WITHOUT_SCANNER === 'on';
}

/** Refuses a document as it arrives, before a byte of it is read. */
export function refusePortalUploads(): Promise<void> {
  return Promise.reject(new AppError('SERVICE_UNAVAILABLE', FILE_MESSAGES.portalUploadsOff));
}
