import { PAYMENT_KIND_WORDS, type CaseMaster } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionCard } from '@/components/section-card';
import { formatLongDate } from '@/lib/format-date';
import { formatPence } from '@/lib/money';

/** A day (yyyy-mm-dd) read at its London midday, so no time zone moves it; a moment as it is. */
const dayOrMoment = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);

type ApprovedGrantProps = { grant: NonNullable<CaseMaster['grant']> };

/**
 * Once the grant is approved: the works it pays for, how much it is and the payments made, in
 * plain words (never the quotes, requests or invoices).
 */
export function ApprovedGrant({ grant }: ApprovedGrantProps) {
  return (
    <SectionCard heading="Your approved works">
      <Typography>
        Your grant of <strong>{formatPence(grant.totalPence)}</strong> was approved on{' '}
        {formatLongDate(dayOrMoment(grant.approvedOn))}.
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, pl: 0, listStyle: 'none' }} aria-label="Approved works">
        {grant.works.map((work, index) => (
          // The portal's works carry no id; their order is the schedule's.
          <li key={index}>
            <Typography sx={{ fontWeight: 700 }}>{work.type}</Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{work.description}</Typography>
            {work.location && (
              <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                Where: {work.location}
              </Typography>
            )}
          </li>
        ))}
      </Stack>
      {grant.paymentsMade.length > 0 && (
        <div>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            Payments made
          </Typography>
          <Stack
            component="ul"
            spacing={0.75}
            sx={{ m: 0, pl: 0, listStyle: 'none' }}
            aria-label="Payments made"
          >
            {grant.paymentsMade.map((payment, index) => (
              // The portal's payments carry no id; their order is the order they were made in.
              <Typography component="li" key={index}>
                {PAYMENT_KIND_WORDS[payment.kind]} made on {formatLongDate(dayOrMoment(payment.paidOn))}{' '}
                &mdash; <strong>{formatPence(payment.amountPence)}</strong>
              </Typography>
            ))}
          </Stack>
        </div>
      )}
    </SectionCard>
  );
}
