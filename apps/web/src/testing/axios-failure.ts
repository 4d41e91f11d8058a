import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** A request the server answered with `status` and whatever body `data` is. */
export function axiosAnswer(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response = { status, data, headers, config, statusText: '' } as AxiosResponse;
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    config,
    null,
    response,
  );
}

/** A request the server refused, answering the error envelope. */
export function axiosFailure(
  status: number,
  message: string,
  fields?: Record<string, string[]>,
  code = 'VALIDATION_FAILED',
  /** More of the error's data, e.g. a 409's `current` record. */
  more: Record<string, unknown> = {},
): AxiosError {
  return axiosAnswer(status, {
    statusCode: status,
    message,
    data: { code, ...(fields ? { fields } : {}), ...more },
  });
}
