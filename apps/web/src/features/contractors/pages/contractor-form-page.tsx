import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { RecordFormPage } from '@/components/record-form-page';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { paths } from '@/config/paths';
import { useReturnPath } from '@/lib/navigation/return-path';
import { useSaveAndReturn } from '@/lib/forms/use-save-and-return';
import { useRecordQuery } from '@/lib/api/use-record-query';
import {
  useAddContractorMutation,
  useGetContractorQuery,
  useUpdateContractorMutation,
} from '../api/contractors-api';
import { ContractorForm, type ContractorFields } from '../components/contractor-form';

type ContractorFormPageProps = { mode: 'add'; authorityId: number } | { mode: 'edit'; contractorId: number };

/** /authority/contractor/list/add/{authorityId} and /authority/contractor/list/edit/{id}. */
export function ContractorFormPage(props: ContractorFormPageProps) {
  const contractorId = props.mode === 'edit' ? props.contractorId : null;
  const { record, error, loading, reload } = useRecordQuery(
    useGetContractorQuery(contractorId === null ? skipToken : { params: { id: contractorId } }),
  );
  const [addContractor] = useAddContractorMutation();
  const [updateContractor] = useUpdateContractorMutation();
  const authorityId = props.mode === 'add' ? props.authorityId : (record?.authorityId ?? 0);
  // Back to the list the user came from (theirs or the admin's, as filtered), else the authority's.
  const listPath = useReturnPath(paths.authority.contractorList.href(authorityId));

  const { save, stale, reloadStaleRecord } = useSaveAndReturn(listPath, reload);
  const saveContractor = (fields: ContractorFields) =>
    save(() =>
      (record
        ? updateContractor({ body: { ...fields, id: record.id, version: record.version } })
        : addContractor({ body: { ...fields, authorityId } })
      ).unwrap(),
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
