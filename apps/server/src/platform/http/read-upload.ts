import { FILE_MESSAGES, type FileUpload } from '@casekeeper/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../errors/app-error';
import type { FileStorage, ReceivedFile } from '../file-storage/file-storage';
import { unlessAborted, watchUploadDeadline } from './upload-deadline';

/** A multipart request's text fields, and its file received into storage with the name it came with. */
export type Upload = { fields: Record<string, unknown>; file: ReceivedFile & { clientName: string } };

/** Enough for any form of ours; more is someone stuffing the request. */
const FORM_LIMITS = { fields: 20, fieldSize: 16 * 1024, headerPairs: 100 };

const UNREADABLE_MESSAGE = 'The upload could not be read. Please send it again.';

/**
 * What a failure to read the request means to the caller: a file over the limit is a 413, a
 * second file or a broken form a 400. Errors of the disk (they name a system call) stay errors.
 */
function refusalFor(error: unknown, upload: FileUpload): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Error && 'syscall' in error) return error;
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return fieldError(upload.field, FILE_MESSAGES.oneFileOnly);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', 'The form has more fields than it should.');
  }
  return new AppError('BAD_REQUEST', UNREADABLE_MESSAGE, { cause: error });
}

/** One user's share of uploads under way; a signed-in caller is the user it counts for. */
function takeUploadSlot(request: FastifyRequest): () => void {
  if (!request.caller) return () => undefined;
  const release = request.server.uploadSlots.take(request.caller.webUserId);
  if (!release) throw new AppError('RATE_LIMITED', FILE_MESSAGES.tooManyAtOnce);
  return release;
}

/**
 * Reads a multipart request: its fields, and its one file streamed into storage as it arrives
 * (never held in memory), refused past `upload.maxBytes` or when empty. An upload that stalls
 * or runs past the time limit ends in a 408; a user already sending their share gets a 429. On
 * any refusal nothing received is left behind.
 */
export async function readUpload(
  request: FastifyRequest,
  storage: FileStorage,
  upload: FileUpload,
): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_MESSAGES.notMultipart);
  const release = takeUploadSlot(request);
  const { config } = request.server;
  const deadline = watchUploadDeadline(request.raw, {
    idleMs: config.UPLOAD_IDLE_SECONDS * 1000,
    totalMs: config.UPLOAD_TIME_LIMIT_SECONDS * 1000,
  });
  const { signal } = deadline;
  const fields: Record<string, unknown> = {};
  let file: Upload['file'] | undefined;
  try {
    const limits = { ...FORM_LIMITS, files: 1, fileSize: upload.maxBytes };
    const parts = request.parts({ limits })[Symbol.asyncIterator]();
    let next = await unlessAborted(parts.next(), signal);
    while (!next.done) {
      const part = next.value;
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
      } else if (part.fieldname === upload.field) {
        file = { ...(await storage.receive(part.file, { signal })), clientName: part.filename };
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.tooLarge);
      } else {
        part.file.resume();
      }
      next = await unlessAborted(parts.next(), signal);
    }
  } catch (error) {
    if (file) await storage.discard(file);
    throw refusalFor(signal.aborted ? signal.reason : error, upload);
  } finally {
    deadline.stop();
    release();
  }
  if (!file) throw fieldError(upload.field, FILE_MESSAGES.missing);
  if (file.sizeBytes === 0) {
    await storage.discard(file);
    throw fieldError(upload.field, FILE_MESSAGES.empty);
  }
  return { fields, file };
}
