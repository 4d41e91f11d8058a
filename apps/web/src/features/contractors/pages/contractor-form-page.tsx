import type { Contractor } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { RecordFormPage } from '@/components/record-form-page';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { paths } from '@/config/paths';
import { useReturnPath } from '@/lib/navigation/return-path';
import { useSaveAndReturn } from '@/lib/forms/use-save-and-return';
import { useRecord } from '@/lib/use-record';
import { postContractor } from '../api/add-contractor';
import { getContractor } from '../api/get-contractor';
import { postContractorUpdate } from '../api/update-contractor';
import { ContractorForm, type ContractorFields } from '../components/contractor-form';

type ContractorFormPageProps = { mode: 'add'; authorityId: number } | { mode: 'edit'; contractorId: number };

/** /authority/contractor/list/add/{authorityId} and /authority/contractor/list/edit/{id}. */
export function ContractorFormPage(props: ContractorFormPageProps) {
  const contractorId = props.mode === 'edit' ? props.contractorId : null;
  const load = useCallback((signal: AbortSignal) => getContractor(contractorId ?? 0, signal), [contractorId]);
  const { record, error, loading, reload } = useRecord<Contractor>(contractorId === null ? null : load);
  const authorityId = props.mode === 'add' ? props.authorityId : (record?.authorityId ?? 0);
  // Back to the list the user came from (theirs or the admin's, as filtered), else the authority's.
  const listPath = useReturnPath(paths.authority.contractorList.href(authorityId));

  const { save, stale, reloadStaleRecord } = useSaveAndReturn(listPath, reload);
  const saveContractor = (fields: ContractorFields) =>
    save(() =>
      record
        ? postContractorUpdate({ ...fields, id: record.id, version: record.version })
        : postContractor({ ...fields, authorityId }),
    );

  return (
    <RecordFormPage
      heading={props.mode === 'add' ? 'Add contractor' : 'Edit contractor'}
      back={{ label: 'Back to contractors', to: listPath }}
      loading={loading}
      loadError={error}
      onRetry={reload}
    >
      <Stack spacing={2.5}>
        {stale && <StaleRecordAlert onReload={reloadStaleRecord} />}
        <ContractorForm
          key={record ? `${record.id}-${record.version}` : 'new'}
          contractor={record}
          cancelTo={listPath}
          onSave={saveContractor}
        />
      </Stack>
    </RecordFormPage>
  );
}
