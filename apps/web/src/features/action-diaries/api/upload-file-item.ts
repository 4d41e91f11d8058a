import {
  actionItemEndpoints,
  endpointPath,
  type ActionItem,
  type AddFileItemRequest,
  type Envelope,
} from '@casekeeper/contract';
import { authenticatedClient } from '@/lib/api/authenticated-client';

type UploadOptions = {
  fields: AddFileItemRequest;
  file: File;
  /** The share sent so far, 0 to 1. */
  onProgress: (sent: number) => void;
  signal?: AbortSignal;
};

/**
 * `POST /actionItemFile/add` as multipart/form-data: the item's fields, then its file in the part
 * the contract names, reporting how much has gone. Through the authenticated client, so the token
 * is sent and refreshed as for any call; a refusal throws as any call's does (413, 415, 400).
 */
export async function uploadFileItem({ fields, file, onProgress, signal }: UploadOptions) {
  const endpoint = actionItemEndpoints.addFile;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  // The server reads the fields before the file, so they go first.
  form.append(endpoint.upload.field, file, file.name);
  const response = await authenticatedClient.request<Envelope<ActionItem>>({
    method: endpoint.method,
    url: endpointPath(endpoint),
    data: form,
    // Without this the client's JSON default would turn the form into JSON; the browser adds the boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    signal,
    onUploadProgress: (event) => onProgress(event.total ? Math.min(1, event.loaded / event.total) : 0),
  });
  return { data: response.data.data, message: response.data.message };
}
