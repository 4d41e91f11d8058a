import type { EndpointDefinition } from '@casekeeper/contract';
import { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { authenticatedClient } from '@/lib/api/authenticated-client';
import { apiClientConfig } from '@/lib/api/api-client-config';
import { axiosFailure } from './axios-failure';

/** What a fake answer sees of a call: the path parameters, the query and the body. */
export type FakeCall = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
};

/** The envelope's `data`, or a refusal (throw `axiosFailure(…)`). */
type Respond = (call: FakeCall) => unknown;

type Route = {
  endpoint: EndpointDefinition;
  pattern: RegExp;
  names: string[];
  respond: Respond;
  message: string;
};

/** An answer whose envelope carries another statusCode than HTTP's 200 (see `withStatusCode`). */
class StatusCodeAnswer {
  constructor(
    readonly statusCode: number,
    readonly data: unknown,
  ) {}
}

/** For a respond function: HTTP 200, but an envelope saying `statusCode` (an older server's way). */
export function withStatusCode(statusCode: number, data: unknown): StatusCodeAnswer {
  return new StatusCodeAnswer(statusCode, data);
}

let routes: Route[] = [];
export const fakeApiCalls: { endpoint: EndpointDefinition; call: FakeCall }[] = [];

function routeOf(endpoint: EndpointDefinition, respond: Respond, message: string): Route {
  const names: string[] = [];
  const source = endpoint.path
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:([A-Za-z]+)/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  return { endpoint, pattern: new RegExp(`^${source}$`), names, respond, message };
}

const pathOf = (config: InternalAxiosRequestConfig) =>
  (config.url ?? '').replace(apiClientConfig.baseURL ?? '', '').split('?')[0] ?? '';

const bodyOf = (data: unknown): unknown => (typeof data === 'string' ? JSON.parse(data) : data);

/**
 * The server, as far as a component test needs it: the authenticated client's requests are
 * answered here by endpoint definition (the same ones the app calls through), at the HTTP
 * boundary, so the app's own data layer (RTK Query, the refresh queue) runs for real.
 */
const adapter: AxiosAdapter = async (config) => {
  const method = (config.method ?? 'get').toUpperCase();
  const path = pathOf(config);
  for (const route of routes) {
    if (route.endpoint.method !== method) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(
      route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
    );
    const call = {
      params,
      query: (config.params ?? {}) as Record<string, unknown>,
      body: bodyOf(config.data),
    };
    fakeApiCalls.push({ endpoint: route.endpoint, call });
    const answered = await route.respond(call);
    const { statusCode, data } =
      answered instanceof StatusCodeAnswer ? answered : { statusCode: 200, data: answered };
    const response: AxiosResponse = {
      status: 200,
      statusText: 'OK',
      headers: new AxiosHeaders(),
      config,
      data: { statusCode, message: route.message, data },
    };
    return response;
  }
  throw axiosFailure(404, `No fake answer for ${method} ${path}`, undefined, 'NOT_FOUND');
};

/** Answers calls of this endpoint with `respond` (and `message`, for a write's toast) until the test ends. */
export function answer(endpoint: EndpointDefinition, respond: Respond, message = 'OK'): void {
  routes = [routeOf(endpoint, respond, message), ...routes];
}

/** What was sent to this endpoint so far, oldest first. */
export function callsTo(endpoint: EndpointDefinition): FakeCall[] {
  return fakeApiCalls.filter((recorded) => recorded.endpoint === endpoint).map(({ call }) => call);
}

export function installFakeApi(): void {
  authenticatedClient.defaults.adapter = adapter;
}

export function resetFakeApi(): void {
  routes = [];
  fakeApiCalls.length = 0;
}
