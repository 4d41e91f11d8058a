import { STATUS_ID, type MergeFieldKey } from '@casekeeper/contract';
import { londonDay } from '../../platform/time/london-calendar';
import type { CaseLetterFacts } from './case-letter-facts';

const longDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'long' });

/** A calendar day (`YYYY-MM-DD`) as a letter writes it: "3 December 2026". */
export const letterDate = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

const dayOf = (at: Date | undefined) => (at ? letterDate(londonDay(at)) : null);

const pounds = (pence: number | null | undefined) =>
  pence === null || pence === undefined
    ? null
    : (pence / 100).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });

const joined = (separator: string, ...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part !== null && part !== undefined && part.trim() !== '').join(separator);

/** The client's address, one line per entry, as the address block prints it. */
export function clientAddressLines(found: CaseLetterFacts['found']): string[] {
  const { addressLine1, addressLine2, addressLine3, town, county, postCode } = found;
  return [addressLine1, addressLine2, addressLine3, town, county, postCode].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
}

export function clientName(found: CaseLetterFacts['found']): string {
  return joined(' ', found.clientTitle, found.clientFirstName, found.clientLastName);
}

/** Every merge field's value on this case (null: none, printed blank). */
export function mergeValues(
  facts: CaseLetterFacts,
  context: { authorityName: string; now: Date },
): Record<MergeFieldKey, string | null> {
  const { found, latestMoveTo, grant } = facts;
  const moved = (statusId: number) => latestMoveTo.get(statusId);
  return {
    'client.name': clientName(found),
    'client.salutation': found.clientTitle
      ? joined(' ', found.clientTitle, found.clientLastName)
      : joined(' ', found.clientFirstName, found.clientLastName),
    'client.address': clientAddressLines(found).join('\n'),
    'case.number': found.caseNumber,
    'case.status': found.statusName,
    'case.referralDate': found.referralDate ? letterDate(found.referralDate) : null,
    'officer.name': found.assignedOfficerName,
    'officer.email': facts.officerEmail,
    'authority.name': context.authorityName,
    today: letterDate(londonDay(context.now)),
    'dates.applicationSubmitted': dayOf(moved(STATUS_ID.APPLICATION_SUBMITTED)?.changedAt),
    'dates.approved': dayOf(moved(STATUS_ID.APPROVED)?.changedAt),
    'dates.refused': dayOf(moved(STATUS_ID.REFUSED)?.changedAt),
    'refusal.reason': moved(STATUS_ID.REFUSED)?.refusalReason ?? null,
    'grant.approvedTotal': pounds(grant?.approvedTotalPence),
    'grant.contribution': pounds(grant?.contributionPence),
  };
}
