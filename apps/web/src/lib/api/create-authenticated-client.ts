import axios, {
  AxiosHeaders,
  isAxiosError,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClientConfig } from './api-client-config';
import type { RefreshCoordinator } from './refresh-coordinator';
import { isRefreshDue } from './token-expiry';

type RetriableConfig = InternalAxiosRequestConfig & {
  /** Set once the request has been queued for a refresh or retried: it never is again. */
  _retried?: boolean;
};

type AuthenticatedClientOptions = {
  accessToken: () => string | undefined;
  coordinator: RefreshCoordinator;
  /** Only for tests: answers requests without a network. */
  adapter?: InternalAxiosRequestConfig['adapter'];
};

const bearer = (token: string) => `Bearer ${token}`;

function tokenSentWith(config: InternalAxiosRequestConfig): string | undefined {
  const header = AxiosHeaders.from(config.headers).get('Authorization');
  return typeof header === 'string' ? header.replace(/^Bearer /, '') : undefined;
}

/**
 * The authenticated client: every request carries the stored access token, refreshed first when
 * it is due (token-expiry.ts); a 401 refreshes
 * the token once (through the coordinator, so concurrent failures share one refresh) and
 * retries the request with the new token.
 */
export function createAuthenticatedClient({
  accessToken,
  coordinator,
  adapter,
}: AuthenticatedClientOptions): AxiosInstance {
  const client = axios.create({ ...apiClientConfig, ...(adapter ? { adapter } : {}) });

  client.interceptors.request.use(async (config) => {
    let token = accessToken();
    // Due or past expiry (a page opened after a break): refresh first, once for every call
    // made meanwhile, rather than send calls bound to fail with 401.
    if (token && isRefreshDue(token)) token = await coordinator.freshToken();
    if (token) config.headers.set('Authorization', bearer(token));
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
    const config: RetriableConfig = error.config;
    if (config._retried) throw error;
    config._retried = true;

    // Refreshed meanwhile (by an earlier refresh or another tab): retry with that token.
    const stored = accessToken();
    const token = stored && stored !== tokenSentWith(config) ? stored : await coordinator.freshToken();
    config.headers.set('Authorization', bearer(token));
    return client.request(config);
  });

  return client;
}
