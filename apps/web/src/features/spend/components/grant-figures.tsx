import type { YearSpend } from '@casekeeper/contract';
import { DetailList } from '@/components/detail-list';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { formatPence } from '@/lib/money';
import { CasesLink } from './cases-link';
import { casesWords, daysWords, penceOrDash } from '../lib/spend-words';

/** The grants approved in the year (how many, their total, average and median), and how long their final payments took. */
export function GrantFigures({ spend }: { spend: YearSpend }) {
  const { approved, approvalToFinalPayment: toPayment } = spend;
  return (
    <>
      <SectionCard
        heading="Approved grants"
        hint={`Grants approved in ${spend.label}, with their approved variations.`}
      >
        <DetailList
          details={[
            {
              label: 'Cases',
              text: (
                <CasesLink
                  count={approved.cases}
                  href={paths.authority.caseListOf({ spend: 'Approved', spendYear: spend.year })}
                >
                  {casesWords(approved.cases)}
                </CasesLink>
              ),
            },
            { label: 'Total approved', text: formatPence(approved.pence) },
            { label: 'Average grant', text: penceOrDash(approved.averagePence) },
            { label: 'Median grant', text: penceOrDash(approved.medianPence) },
          ]}
        />
      </SectionCard>
      <SectionCard
        heading="Approval to final payment"
        hint={`Final payments made in ${spend.label}: the days from the grant's approval to the payment.`}
      >
        <DetailList
          details={[
            {
              label: 'Cases',
              text: (
                <CasesLink
                  count={toPayment.cases}
                  href={paths.authority.caseListOf({ spend: 'FinalPaid', spendYear: spend.year })}
                >
                  {casesWords(toPayment.cases)}
                </CasesLink>
              ),
            },
            { label: 'Average', text: daysWords(toPayment.averageDays) },
            { label: 'Median', text: daysWords(toPayment.medianDays) },
          ]}
        />
      </SectionCard>
    </>
  );
}
