import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** A request the server refused, answering the error envelope. */
export function axiosFailure(
  status: number,
  message: string,
  fields?: Record<string, string[]>,
  code = 'VALIDATION_FAILED',
): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const data = {
    statusCode: status,
    message,
    data: { code, ...(fields ? { fields } : {}) },
  };
  const response = { status, data, headers: {}, config, statusText: '' } as AxiosResponse;
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    config,
    null,
    response,
  );
}
