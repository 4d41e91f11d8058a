import { CHOICE_LIST_NAMES, type ChoiceList } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { FormFrame } from '@/components/form-frame';
import { LabelledInput } from '@/components/labelled-input';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { SectionCard } from '@/components/section-card';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { toApiFailure } from '@/lib/api/api-failure';
import { toSubmitFailure } from '@/lib/forms/to-submit-failure';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAddAuthorityChoiceMutation, useGetAuthorityChoicesQuery } from '../api/grant-settings-api';
import { addChoiceFormSchema, choiceFormValues } from '../lib/choice-form';
import { AsksForWordsBox } from './asks-for-words-box';
import { ChoiceEntryRow } from './choice-entry-row';

const HINTS: Record<ChoiceList, string> = {
  REFUSAL_REASON:
    'Offered when an application is refused. An entry that asks for words asks the officer to say why.',
  ADAPTATION_TYPE:
    'Offered for each item of a schedule of works. A retired type stays on the works that name it.',
};

/** One of the authority's lists, in order, retired entries included; its ADMINs add, rename, retire and bring back. */
export function ChoiceListSection({ list, canEdit }: { list: ChoiceList; canEdit: boolean }) {
  const entries = useGetAuthorityChoicesQuery({ params: { list } });
  const [stale, setStale] = useState(false);

  return (
    <SectionCard heading={CHOICE_LIST_NAMES[list]} hint={HINTS[list]}>
      {stale && (
        <StaleRecordAlert
          onReload={() => {
            setStale(false);
            void entries.refetch();
          }}
        />
      )}
      {entries.error ? (
        <LoadFailure message={toApiFailure(entries.error).message} onRetry={() => void entries.refetch()} />
      ) : !entries.data ? (
        <PageLoading inline />
      ) : (
        <Box component="ul" aria-label={CHOICE_LIST_NAMES[list]} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.data.map((entry) => (
            <Box component="li" key={entry.id} sx={{ '& + li': { borderTop: 1, borderColor: 'divider' } }}>
              <ChoiceEntryRow entry={entry} canEdit={canEdit} onStale={() => setStale(true)} />
            </Box>
          ))}
        </Box>
      )}
      {canEdit && <AddChoiceForm list={list} />}
    </SectionCard>
  );
}

function AddChoiceForm({ list }: { list: ChoiceList }) {
  const form = useContractForm({ defaultValues: choiceFormValues(null), schema: addChoiceFormSchema(list) });
  const [addChoice] = useAddAuthorityChoiceMutation();

  const add = async (body: Parameters<typeof addChoice>[0]['body']) => {
    try {
      toast.success((await addChoice({ body }).unwrap()).message);
    } catch (error) {
      throw toSubmitFailure(error);
    }
    form.reset();
  };

  return (
    <FormFrame form={form} onSubmit={add}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        Add to the list
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
        <LabelledInput
          id={`choice-add-${list}`}
          label="Name"
          required
          autoComplete="off"
          {...form.field('name')}
        />
        <Box sx={{ pt: { md: 1 } }}>
          <AsksForWordsBox
            control={form.control}
            onChange={(value) => form.setValue('needsText', value, { shouldDirty: true })}
          />
        </Box>
        <Button
          type="submit"
          variant="outlined"
          aria-disabled={form.busy}
          sx={{ height: { md: 56 }, flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'auto' } }}
        >
          {form.busy ? 'Adding…' : 'Add'}
        </Button>
      </Stack>
    </FormFrame>
  );
}
