import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { freshIp } from './api';

export type FormFile = { name: string; content: Buffer | string; contentType?: string };

/**
 * A multipart/form-data body as a browser's FormData sends it: the text fields, then each file
 * under its part name. For `app.inject`: spread the answer into its options.
 */
export function multipartForm(fields: Record<string, unknown>, files: Record<string, FormFile> = {}) {
  const boundary = `----casekeeper${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${file.name}"\r\n` +
          `content-type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts a multipart form to `url` as the signed-in `who`, from an address of its own. */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  who: { auth: Record<string, string> },
  form: ReturnType<typeof multipartForm>,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...who.auth, ...form.headers },
    payload: form.payload,
    remoteAddress: freshIp(),
  });
}
