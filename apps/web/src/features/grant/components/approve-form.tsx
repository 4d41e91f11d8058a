import { STATUS_CHANGE_UNEXPLAINED_DAYS, type CaseGrant } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormFrame } from '@/components/form-frame';
import { LabelledInput } from '@/components/labelled-input';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useApproveGrantMutation } from '../api/grant-api';
import { useGrantFormSave, type ReloadGrant } from '../hooks/use-grant-form-save';
import { approveFormSchema, approveFormValues } from '../lib/approve-form';

type ApproveFields = { effectiveDate: string | null; note: string | null };

/**
 * Approves the proposed grant on the day it was decided (today unless said otherwise, never a
 * day to come): the case moves to Approved and its Decision clock stops on that day.
 */
export function ApproveForm({ grant, onReload }: { grant: CaseGrant; onReload: ReloadGrant }) {
  const form = useContractForm({ defaultValues: approveFormValues(), schema: approveFormSchema });
  const { save, stale, reload } = useGrantFormSave(grant, 'approval', onReload);
  const [approve] = useApproveGrantMutation();

  const send = async (fields: ApproveFields) => {
    await save((version) =>
      approve({ params: { caseId: grant.caseId }, body: { version, ...fields } }).unwrap(),
    );
  };

  return (
    <FormFrame
      form={form}
      onSubmit={send}
      notice={stale && <StaleRecordAlert onReload={() => void reload()} />}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Stack sx={{ width: { xs: '100%', md: 220 }, flexShrink: 0 }}>
          <LabelledInput
            id="approve-date"
            label="Date decided"
            required
            inputMode="numeric"
            autoComplete="off"
            hint="The day it was decided."
            {...form.field('effectiveDate')}
          />
        </Stack>
        <LabelledInput
          id="approve-note"
          label="Note"
          autoComplete="off"
          hint={`Optional; needed for a day more than ${STATUS_CHANGE_UNEXPLAINED_DAYS} days ago.`}
          {...form.field('note')}
        />
        <Button
          type="submit"
          variant="contained"
          color="success"
          aria-disabled={form.busy}
          sx={{ height: { md: 56 }, flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'auto' } }}
        >
          {form.busy ? 'Approving…' : 'Approve grant'}
        </Button>
      </Stack>
    </FormFrame>
  );
}
