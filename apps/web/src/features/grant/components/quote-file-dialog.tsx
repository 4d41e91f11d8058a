import { grantEndpoints, type CaseGrant, type Quote } from '@casekeeper/contract';
import { formatPence } from '@/lib/money';
import type { ReloadGrant } from '../hooks/use-grant-form-save';
import { GrantFileDialog } from './grant-file-dialog';

type QuoteFileDialogProps = { grant: CaseGrant; quote: Quote; onClose: () => void; onReload: ReloadGrant };

/** Attaches the quote's document, replacing any earlier one. */
export function QuoteFileDialog({ grant, quote, onClose, onReload }: QuoteFileDialogProps) {
  return (
    <GrantFileDialog
      grant={grant}
      title={`Attach the quote document: ${quote.contractorName}, ${formatPence(quote.amountPence)}`}
      label={quote.file ? `Quote document (replaces ${quote.file.name})` : 'Quote document'}
      endpoint={grantEndpoints.quoteFile}
      id={quote.id}
      missing="Choose the quote document to attach"
      onClose={onClose}
      onReload={onReload}
    />
  );
}
