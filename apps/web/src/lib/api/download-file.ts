import { endpointPath, type EndpointDefinition } from '@casekeeper/contract';
import { isAxiosError } from 'axios';
import { toApiFailure, type ApiFailure } from './api-failure';
import { authenticatedClient } from './authenticated-client';

type DownloadOptions = {
  endpoint: EndpointDefinition;
  /** The path's parameters, e.g. the id of the record whose file this is. */
  params?: Record<string, string | number>;
  query?: object;
  /** The JSON body of a POST that answers a file (what it holds stays out of the address). */
  body?: object;
  /** The name to save under when the answer names none (Content-Disposition). */
  fallbackName: string;
  onProgress?: (bytesReceived: number) => void;
  signal?: AbortSignal;
};

export type DownloadedFile = { name: string; bytes: number };

export type Download = { saved: DownloadedFile } | { failure: ApiFailure };

const FILE_NAME = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i;

/** A refused download's body is the JSON envelope, but as a Blob: read it for its message. */
async function failureOf(error: unknown): Promise<ApiFailure> {
  if (isAxiosError(error) && error.response?.data instanceof Blob) {
    try {
      error.response.data = JSON.parse(await error.response.data.text()) as unknown;
    } catch {
      // not JSON (a proxy's page): the status's own message follows
    }
  }
  return toApiFailure(error);
}

/** Saves `blob` as `name` through a temporary link, as the browser's own download would. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file answer of the API with the session's token (refreshed as any call's is),
 * reporting the bytes received, and saves it under the name the server gives; or answers the
 * app's one failure shape, with the server's message when it refused.
 */
export async function downloadFile(options: DownloadOptions): Promise<Download> {
  try {
    const response = await authenticatedClient.request<Blob>({
      method: options.endpoint.method,
      url: endpointPath(options.endpoint, options.params),
      params: options.query,
      data: options.body,
      responseType: 'blob',
      signal: options.signal,
      onDownloadProgress: (event) => options.onProgress?.(event.loaded),
    });
    const disposition = String(response.headers['content-disposition'] ?? '');
    const name = decodeURIComponent(FILE_NAME.exec(disposition)?.[1] ?? options.fallbackName);
    save(response.data, name);
    return { saved: { name, bytes: response.data.size } };
  } catch (error) {
    return { failure: await failureOf(error) };
  }
}
