import {
  GRANT_NOTE_MAX_LENGTH,
  grantEndpoints,
  type CaseGrant,
  type CaseOption,
  type Quote,
} from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { LabelledInput } from '@/components/labelled-input';
import { LongTextField } from '@/components/long-text-field';
import { SelectInput } from '@/components/select-input';
import { UploadField } from '@/components/upload-field';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { useChosenFile } from '@/lib/forms/use-chosen-file';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { tidyPounds } from '@/lib/money';
import { useAddQuoteMutation, useUpdateQuoteMutation } from '../api/grant-api';
import { useGrantFormSave, type ReloadGrant } from '../hooks/use-grant-form-save';
import { useGrantFile } from '../hooks/use-grant-file';
import { grantFileFailure } from '../lib/grant-file-failure';
import { quoteFormSchema, quoteFormValues, type QuoteFields } from '../lib/quote-form';
import { GrantFormDialog } from './grant-form-dialog';

type QuoteDialogProps = {
  grant: CaseGrant;
  /** The quote to change; null to record a new one. */
  quote: Quote | null;
  /** The authority's contractors in use. */
  contractors: readonly CaseOption[];
  onClose: () => void;
  onReload: ReloadGrant;
};

/** The contractors offered: those in use, and the quote's own even if no longer in use. */
function contractorOptions(contractors: readonly CaseOption[], quote: Quote | null) {
  const own =
    quote && !contractors.some((contractor) => contractor.id === quote.contractorId)
      ? [{ value: String(quote.contractorId), label: `${quote.contractorName} (no longer in use)` }]
      : [];
  return [
    { value: '', label: 'Choose a contractor' },
    ...contractors.map((contractor) => ({ value: String(contractor.id), label: contractor.name })),
    ...own,
  ];
}

/**
 * Records a contractor's quote for the works, or changes one: amount in pounds, the dates, the
 * estimated duration, notes, and the quote document if one is chosen (uploaded once the quote is
 * saved, with its progress).
 */
export function QuoteDialog({ grant, quote, contractors, onClose, onReload }: QuoteDialogProps) {
  const form = useContractForm({ defaultValues: quoteFormValues(quote), schema: quoteFormSchema });
  const { save, stale, reload } = useGrantFormSave(grant, 'quote', onReload);
  const [addQuote] = useAddQuoteMutation();
  const [updateQuote] = useUpdateQuoteMutation();
  const { attach, progress } = useGrantFile(grantEndpoints.quoteFile, grant.caseId);
  // Once saved, this is the quote the form changes (a document refused after it leaves it saved).
  const [saved, setSaved] = useState<Quote | null>(quote);
  const chosen = useChosenFile();
  const { file } = chosen;
  const caseId = grant.caseId;
  const amount = form.field('amountPence');

  const send = async (fields: QuoteFields) => {
    const { data } = await save((version) =>
      saved
        ? updateQuote({ params: { caseId }, body: { version, id: saved.id, quote: fields } }).unwrap()
        : addQuote({ params: { caseId }, body: { version, quote: fields } }).unwrap(),
    );
    const known = new Set(grant.quotes.map((kept) => kept.id));
    const now = data.quotes.find((kept) => (saved ? kept.id === saved.id : !known.has(kept.id))) ?? null;
    setSaved(now);
    if (file && now) {
      try {
        await attach(now.id, data.version, file);
      } catch (error) {
        const failure = grantFileFailure(error);
        if (failure instanceof SubmitFailure) chosen.setError(failure.fields.file ?? failure.message);
        throw new SubmitFailure({
          message: 'The quote is saved, but its document was not attached: see below, then save again.',
          fields: {},
        });
      }
    }
    onClose();
  };

  return (
    <GrantFormDialog
      title={saved ? `Change the quote from ${saved.contractorName}` : 'Record a quote'}
      form={form}
      onSave={send}
      saveLabel={saved ? 'Save quote' : 'Record quote'}
      onClose={onClose}
      stale={stale}
      onReload={() => void reload()}
    >
      <SelectInput
        id="quote-contractor"
        label="Contractor"
        required
        options={contractorOptions(contractors, saved)}
        {...form.field('contractorId')}
      />
      <LabelledInput
        id="quote-amount"
        label="Amount (£)"
        required
        inputMode="decimal"
        autoComplete="off"
        hint="The whole quote for the works, in pounds and pence: for example 8,500.00."
        {...amount}
        onBlur={(event) => {
          amount.onBlur(event);
          form.setValue('amountPence', tidyPounds(event.target.value));
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <LabelledInput
          id="quote-received"
          label="Received on"
          required
          inputMode="numeric"
          autoComplete="off"
          hint="For example 20/03/2026."
          {...form.field('receivedOn')}
        />
        <LabelledInput
          id="quote-valid-until"
          label="Valid until"
          inputMode="numeric"
          autoComplete="off"
          hint="Optional. For example 20/06/2026."
          {...form.field('validUntil')}
        />
      </Stack>
      <LabelledInput
        id="quote-duration"
        label="Estimated duration (working days)"
        inputMode="numeric"
        autoComplete="off"
        hint="Optional. How many working days the contractor says the works take: for example 15."
        {...form.field('estimatedWorkingDays')}
      />
      <LongTextField
        id="quote-notes"
        label="Notes"
        hint={`Optional. At most ${GRANT_NOTE_MAX_LENGTH} characters.`}
        {...form.field('notes')}
      />
      <UploadField
        id="quote-file"
        label={saved?.file ? `Quote document (replaces ${saved.file.name})` : 'Quote document'}
        required={false}
        chosen={chosen}
        progress={progress}
      />
    </GrantFormDialog>
  );
}
