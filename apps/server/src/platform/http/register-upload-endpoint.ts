import {
  FILE_MESSAGES,
  type AllowedContentType,
  type EndpointBody,
  type EndpointData,
  type EndpointDefinition,
  type EndpointParams,
  type Envelope,
  type FileUpload,
} from '@casekeeper/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';
import { storedFileName } from '../file-storage/file-names';
import type { ReceivedFile } from '../file-storage/file-storage';
import { sniffContentType } from '../file-storage/sniff-content-type';
import { parseInput } from './parse-input';
import { readUpload } from './read-upload';
import { registerEndpoint, type EndpointHandler, type EndpointOptions } from './register-endpoint';

/** An uploaded file that passed every check: its safe name and the type its bytes are. */
export type UploadedFile = ReceivedFile & { name: string; contentType: AllowedContentType };

type UploadEndpoint = EndpointDefinition & { upload: FileUpload; body: z.ZodType };

export type UploadHandler<E extends UploadEndpoint> = (
  request: FastifyRequest<{ Params: EndpointParams<E> }>,
  upload: { fields: EndpointBody<E>; file: UploadedFile },
) => Promise<Envelope<EndpointData<E>>>;

/**
 * Registers an endpoint that takes a file (multipart/form-data). Before the handler runs, the
 * file is in storage under a temporary name, within its size, not empty, of a type on the
 * allow-list by its bytes, and the form's fields have passed the body schema. The handler keeps
 * the file with the row that names it; whatever it has not kept is discarded when it is done.
 */
export function registerUploadEndpoint<E extends UploadEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: UploadHandler<NoInfer<E>>,
  options: EndpointOptions = {},
): void {
  const storage = app.fileStorage;
  const receive: EndpointHandler<E> = async (request) => {
    const { fields, file } = await readUpload(request, storage, endpoint.upload);
    try {
      const parsedFields = parseInput(endpoint.body, fields) as EndpointBody<E>;
      const name = storedFileName(file.clientName);
      const contentType = await sniffContentType(file.path, name);
      if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_MESSAGES.unsupportedType);
      const { path, sizeBytes, sha256 } = file;
      return await handler(request, {
        fields: parsedFields,
        file: { path, sizeBytes, sha256, name, contentType },
      });
    } finally {
      await storage.discard(file);
    }
  };
  registerEndpoint(app, endpoint, receive, options);
}
