import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireCaller } from '../../platform/access/caller';
import { sendStoredFile } from '../files';
import { recordCaseLook, type CaseFileToSend } from './record-case-look';

/**
 * Sends a case's file, and records the download as a look at the case: after the file is sure to
 * be sent (sendStoredFile refuses one not yet scanned by throwing), so a refusal is no look.
 */
export function sendCaseFile(request: FastifyRequest, reply: FastifyReply, file: CaseFileToSend) {
  const sent = sendStoredFile(reply, request.server.fileStorage, file);
  recordCaseLook(request.server, requireCaller(request), 'FILE_DOWNLOAD', file.lookedAt);
  return sent;
}
