import { grantFigures, type CaseGrant, type GrantCosts, type Quote, type Work } from '@casekeeper/contract';
import type { Caller } from '../../platform/access/caller';
import { isAuthorityAdmin, mayWriteCases } from '../cases';
import type { GrantFound, GrantRow } from './grant-repository';
import { fileAnswerOf } from '../files';
import type { QuoteRow } from './quote-repository';
import type { VariationRow } from './variation-repository';
import { toVariation } from './variation-view';

/** Everything read about a case's grant, for its answer. */
export type GrantReading = GrantFound & {
  caseId: number;
  works: Work[];
  quotes: QuoteRow[];
  variations: VariationRow[];
};

/** The costs an officer proposed, once they have; kept when a change returns the grant to DRAFT. */
export function costsOf(grant: GrantRow | null): GrantCosts | null {
  if (!grant?.contributionBasis || grant.contributionPence === null) return null;
  return {
    agencyFeePence: grant.agencyFeePence ?? 0,
    buildingControlFeePence: grant.buildingControlFeePence ?? 0,
    otherFeePence: grant.otherFeePence ?? 0,
    otherFeeText: grant.otherFeeText,
    contributionPence: grant.contributionPence,
    contributionBasis: grant.contributionBasis,
    contributionText: grant.contributionText,
    topUpPence: grant.topUpPence ?? 0,
    topUpReason: grant.topUpReason,
  };
}

/** The figures as approved, once approved; else as the accepted quote and the costs proposed give them. */
function figuresOf(reading: GrantReading, costs: GrantCosts | null): CaseGrant['figures'] {
  const { grant, quotes, limits } = reading;
  if (!grant || !costs) return null;
  if (
    grant.state === 'APPROVED' &&
    grant.approvedQuotePence !== null &&
    grant.approvedMaximumPence !== null
  ) {
    return grantFigures({
      quotePence: grant.approvedQuotePence,
      costs,
      mandatoryMaxPence: grant.approvedMaximumPence,
    });
  }
  const accepted = quotes.find((quote) => quote.id === grant.acceptedQuoteId);
  if (!accepted) return null;
  return grantFigures({
    quotePence: accepted.amountPence,
    costs,
    mandatoryMaxPence: limits.mandatoryMaxPence,
  });
}

function toQuote(row: QuoteRow, lowestPence: number, acceptedId: number | null): Quote {
  return {
    id: row.id,
    contractorId: row.contractorId,
    contractorName: row.contractorName,
    amountPence: row.amountPence,
    receivedOn: row.receivedOn,
    validUntil: row.validUntil,
    notes: row.notes,
    estimatedWorkingDays: row.estimatedWorkingDays,
    file: fileAnswerOf(row),
    accepted: row.id === acceptedId,
    lowest: row.amountPence === lowestPence,
    version: row.version,
  };
}

/** A case's grant as the API answers it, with what this caller may do with it. */
export function toCaseGrant(reading: GrantReading, caller: Caller): CaseGrant {
  const { grant, works, quotes, limits } = reading;
  const state = grant?.state ?? 'DRAFT';
  const acceptedQuoteId = grant?.acceptedQuoteId ?? null;
  const lowestPence = Math.min(...quotes.map((quote) => quote.amountPence));
  const costs = costsOf(grant);
  const approved = state === 'APPROVED';
  const prepare = mayWriteCases(caller) && !approved;
  return {
    caseId: reading.caseId,
    state,
    version: grant?.version ?? 1,
    works,
    quotes: quotes.map((quote) => toQuote(quote, lowestPence, acceptedQuoteId)),
    acceptedQuoteId,
    acceptedReason: grant?.acceptedReason ?? null,
    costs,
    figures: figuresOf(reading, costs),
    proposed:
      grant?.proposedAt && reading.proposerName
        ? {
            name: reading.proposerName,
            at: grant.proposedAt.toISOString(),
            byCaller: grant.proposedById === caller.webUserId,
          }
        : null,
    approved:
      grant?.approvedAt && grant.approvedOn && reading.approverName
        ? { name: reading.approverName, at: grant.approvedAt.toISOString(), effectiveDate: grant.approvedOn }
        : null,
    variations: reading.variations.map((variation) => toVariation(variation, caller)),
    approvedTotalPence: reading.approvedTotalPence,
    limits,
    can: {
      prepare,
      propose: prepare && works.length > 0 && acceptedQuoteId !== null,
      approve: isAuthorityAdmin(caller) && state === 'PROPOSED' && grant?.proposedById !== caller.webUserId,
      vary: mayWriteCases(caller) && approved,
      decideVariations: isAuthorityAdmin(caller) && approved,
    },
  };
}
