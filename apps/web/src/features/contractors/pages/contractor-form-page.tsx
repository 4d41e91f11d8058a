import type { Contractor } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { RecordFormPage } from '@/components/record-form-page';
import { paths } from '@/config/paths';
import { useRecordFormPage } from '@/lib/forms/use-record-form-page';
import {
  useAddContractorMutation,
  useGetContractorQuery,
  useUpdateContractorMutation,
} from '../api/contractors-api';
import { ContractorForm, type ContractorFields } from '../components/contractor-form';
import { ContractorPerformanceSection } from '../components/contractor-performance-section';
import { useMaySeePerformance } from '../hooks/use-may-see-performance';

type ContractorFormPageProps = { mode: 'add'; authorityId: number } | { mode: 'edit'; contractorId: number };

/** /authority/contractor/list/add/{authorityId} and /authority/contractor/list/edit/{id}. */
export function ContractorFormPage(props: ContractorFormPageProps) {
  const contractorId = props.mode === 'edit' ? props.contractorId : null;
  const authorityOf = (contractor: Contractor | null) =>
    props.mode === 'add' ? props.authorityId : (contractor?.authorityId ?? 0);
  // Back to the list the user came from (theirs or the admin's, as filtered), else the authority's.
  const page = useRecordFormPage(
    useGetContractorQuery(contractorId === null ? skipToken : { params: { id: contractorId } }),
    (contractor) => paths.authority.contractorList.href(authorityOf(contractor)),
  );
  const { record, listPath } = page;
  const [addContractor] = useAddContractorMutation();
  const [updateContractor] = useUpdateContractorMutation();
  const maySeePerformance = useMaySeePerformance();

  const saveContractor = (fields: ContractorFields) =>
    page.save(() =>
      (record
        ? updateContractor({ body: { ...fields, id: record.id, version: record.version } })
        : addContractor({ body: { ...fields, authorityId: authorityOf(record) } })
      ).unwrap(),
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <RecordFormPage
        heading={props.mode === 'add' ? 'Add contractor' : 'Edit contractor'}
        back={{ label: 'Back to contractors', to: listPath }}
        {...page.frame}
      >
        <ContractorForm key={page.formKey} contractor={record} cancelTo={listPath} onSave={saveContractor} />
      </RecordFormPage>
      {/* How the contractor has done: for those the access table lets read it (authority ADMINs). */}
      {record && maySeePerformance && <ContractorPerformanceSection contractorId={record.id} />}
    </Stack>
  );
}
