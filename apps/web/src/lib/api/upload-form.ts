import {
  endpointPath,
  type EndpointBody,
  type EndpointData,
  type EndpointDefinition,
  type Envelope,
  type FileUpload,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

/** An endpoint that takes a file (multipart/form-data). */
export type UploadEndpoint = EndpointDefinition & { upload: FileUpload };

type UploadOptions<E extends UploadEndpoint> = {
  endpoint: E;
  fields: EndpointBody<E>;
  file: File;
  /** The path's parameters, e.g. the case the file belongs to. */
  params?: Record<string, string | number>;
  /** The share sent so far, 0 to 1. */
  onProgress: (sent: number) => void;
  signal?: AbortSignal;
};

/**
 * An upload endpoint called as multipart/form-data: the fields, then the file in the part the
 * contract names, reporting how much has gone. Through the authenticated client, so the token is
 * sent and refreshed as for any call; a refusal throws as any call's does (413, 415, 400).
 */
export async function uploadForm<E extends UploadEndpoint>({
  endpoint,
  fields,
  file,
  params,
  onProgress,
  signal,
}: UploadOptions<E>) {
  const form = new FormData();
  // Upload endpoints' fields are plain values (the contract's multipart bodies).
  for (const [name, value] of Object.entries(
    fields as Record<string, string | number | boolean | undefined>,
  )) {
    // A field left out stays out: String(undefined) would send the word "undefined".
    if (value !== undefined) form.append(name, String(value));
  }
  // The server reads the fields before the file, so they go first.
  form.append(endpoint.upload.field, file, file.name);
  const response = await authenticatedClient.request<Envelope<EndpointData<E>>>({
    method: endpoint.method,
    url: endpointPath(endpoint, params),
    data: form,
    // Without this the client's JSON default would turn the form into JSON; the browser adds the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    signal,
    onUploadProgress: (event) => onProgress(event.total ? Math.min(1, event.loaded / event.total) : 0),
  });
  return { data: response.data.data, message: response.data.message };
}
