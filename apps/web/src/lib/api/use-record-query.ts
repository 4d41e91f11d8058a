import { toApiFailure } from './api-failure';

export type RecordQueryResult<T> = {
  data?: T;
  error?: unknown;
  isFetching: boolean;
  isUninitialized: boolean;
  refetch: () => unknown;
};

/**
 * One record to show or edit, from its RTK Query hook (skipped on an add form): the record as
 * last read, whether it is being read, what went wrong, and a way to read it again.
 */
export function useRecordQuery<T>(result: RecordQueryResult<T>) {
  const { refetch, isUninitialized } = result;
  return {
    record: result.isFetching ? null : (result.data ?? null),
    error: result.error && !result.isFetching ? toApiFailure(result.error).message : null,
    loading: result.isFetching,
    reload: () => {
      if (!isUninitialized) void refetch();
    },
  };
}
