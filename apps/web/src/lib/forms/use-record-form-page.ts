import { useRecordQuery, type RecordQueryResult } from '../api/use-record-query';
import { useReturnPath } from '../navigation/return-path';
import { useSaveAndReturn } from './use-save-and-return';

/**
 * An add or edit page of a record: the record read (none on an add page), the list to go back to
 * (as it was left, else `listPathFor(record)`), a save that goes back there, and what the page's
 * frame (RecordFormPage) shows meanwhile.
 */
export function useRecordFormPage<R extends { id: number; version: number }>(
  query: RecordQueryResult<R>,
  listPathFor: (record: R | null) => string,
) {
  const { record, error, loading, reload } = useRecordQuery(query);
  const listPath = useReturnPath(listPathFor(record));
  const { save, stale, reloadStaleRecord } = useSaveAndReturn(listPath, reload);
  return {
    record,
    listPath,
    save,
    /** Another version of the record, once read, starts the form again from it. */
    formKey: record ? `${record.id}-${record.version}` : 'new',
    frame: {
      loading,
      loadError: error,
      onRetry: reload,
      onReloadStale: stale ? reloadStaleRecord : undefined,
    },
  };
}
