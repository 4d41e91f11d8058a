import type { EndpointDefinition, Envelope } from '@casekeeper/contract';
import { endpointPath } from '@casekeeper/contract';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosInstance } from 'axios';
import { toApiFailure, type ApiFailure } from './api-failure';

/** One call of a contract endpoint: its definition and what the caller sends. */
export type ContractCall = {
  endpoint: EndpointDefinition;
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
};

export type ContractBaseQuery = BaseQueryFn<ContractCall, Envelope<unknown>, ApiFailure>;

/**
 * RTK Query's way to the API: the endpoint's definition builds the request (no path is spelled
 * anywhere else), the client adds the token and refreshes it, and a failure becomes the
 * app's one failure shape (message, status, per-field messages).
 */
export function contractBaseQuery(client: AxiosInstance): ContractBaseQuery {
  return async ({ endpoint, params, query, body }, { signal }) => {
    try {
      const response = await client.request<Envelope<unknown>>({
        method: endpoint.method,
        url: endpointPath(endpoint, params),
        params: query,
        data: body,
        signal,
      });
      return { data: response.data };
    } catch (error) {
      return { error: toApiFailure(error) };
    }
  };
}
