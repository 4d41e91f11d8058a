import type { EndpointData, EndpointDefinition, EndpointInput, Envelope } from '@casekeeper/contract';
import type { ContractCall } from './contract-base-query';

/** What a hook takes: the endpoint's params, query and body; nothing at all where it has none. */
export type CallArg<E extends EndpointDefinition> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-invalid-void-type -- RTK Query's "called with nothing"
  {} extends EndpointInput<E> ? EndpointInput<E> | void : EndpointInput<E>;

/** A write's answer: the record and the server's message for the toast. */
export type Saved<T> = { data: T; message: string };

const callOf =
  <E extends EndpointDefinition>(endpoint: E) =>
  (input: CallArg<E>): ContractCall =>
    ({ endpoint, ...(input ?? {}) }) as ContractCall;

/** A read: the hook answers the envelope's `data`. */
export function contractQuery<E extends EndpointDefinition>(endpoint: E) {
  return {
    query: callOf(endpoint),
    transformResponse: (envelope: Envelope<unknown>) => envelope.data as EndpointData<E>,
  };
}

/** A write: the hook answers the envelope's `data` with its message. */
export function contractMutation<E extends EndpointDefinition>(endpoint: E) {
  return {
    query: callOf(endpoint),
    transformResponse: (envelope: Envelope<unknown>): Saved<EndpointData<E>> => ({
      data: envelope.data as EndpointData<E>,
      message: envelope.message,
    }),
  };
}
