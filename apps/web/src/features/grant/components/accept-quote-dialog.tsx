import { acceptQuoteRequestSchema, GRANT_MESSAGES, type CaseGrant, type Quote } from '@casekeeper/contract';
import Typography from '@mui/material/Typography';
import { LongTextField } from '@/components/long-text-field';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { formatPence } from '@/lib/money';
import { useAcceptQuoteMutation } from '../api/grant-api';
import { useGrantFormSave, type ReloadGrant } from '../hooks/use-grant-form-save';
import { GrantFormDialog } from './grant-form-dialog';

type AcceptQuoteDialogProps = { grant: CaseGrant; quote: Quote; onClose: () => void; onReload: ReloadGrant };

/** A reason is asked for only when a lower quote was received; the server holds the same rule. */
const reasonSchema = (needed: boolean) =>
  formSchema(
    (values: { reason: string }) => values,
    acceptQuoteRequestSchema.pick({ reason: true }).refine((body) => !needed || body.reason !== null, {
      path: ['reason'],
      message: GRANT_MESSAGES.notLowestReason,
    }),
  );

/**
 * Accepts a quote: the case takes its contractor and the grant its amount. The lowest is accepted
 * on a word; any other asks why, as the authority must be able to say.
 */
export function AcceptQuoteDialog({ grant, quote, onClose, onReload }: AcceptQuoteDialogProps) {
  const needsReason = !quote.lowest;
  const form = useContractForm({ defaultValues: { reason: '' }, schema: reasonSchema(needsReason) });
  const { save, stale, reload } = useGrantFormSave(grant, 'quote', onReload);
  const [acceptQuote] = useAcceptQuoteMutation();

  const send = async ({ reason }: { reason: string | null }) => {
    await save((version) =>
      acceptQuote({ params: { caseId: grant.caseId }, body: { version, id: quote.id, reason } }).unwrap(),
    );
    onClose();
  };

  return (
    <GrantFormDialog
      title={`Accept the quote from ${quote.contractorName}?`}
      form={form}
      onSave={send}
      saveLabel="Accept quote"
      onClose={onClose}
      stale={stale}
      onReload={() => void reload()}
    >
      <Typography>
        {formatPence(quote.amountPence)}. The case&rsquo;s contractor becomes {quote.contractorName}.
      </Typography>
      {needsReason ? (
        <LongTextField
          id="accept-reason"
          label="Why this quote, when a lower one was received"
          required
          hint="For example: the lowest quote cannot start for six months."
          {...form.field('reason')}
        />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>This is the lowest quote received.</Typography>
      )}
    </GrantFormDialog>
  );
}
