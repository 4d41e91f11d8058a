import { grantCostsSchema, grantFigures, type CaseGrant, type GrantCosts } from '@casekeeper/contract';
import { formSchema } from '@/lib/forms/form-schema';
import { penceToPoundsText } from '@/lib/money';
import { poundsField, typedPence } from '@/lib/forms/pounds-field';
import { withTypedFields } from '@/lib/forms/typed-fields';

/** What the proposal form shows: amounts in pounds, as typed. */
export type CostsFormValues = {
  agencyFeePence: string;
  buildingControlFeePence: string;
  otherFeePence: string;
  otherFeeText: string;
  contributionPence: string;
  contributionBasis: string;
  contributionText: string;
  topUpPence: string;
  topUpReason: string;
};

const shape = grantCostsSchema.shape;
const costsInPounds = withTypedFields(grantCostsSchema, {
  agencyFeePence: poundsField(shape.agencyFeePence),
  buildingControlFeePence: poundsField(shape.buildingControlFeePence),
  otherFeePence: poundsField(shape.otherFeePence),
  contributionPence: poundsField(shape.contributionPence),
  topUpPence: poundsField(shape.topUpPence),
});

/**
 * The form's text as the contract's costs. Without the authority's top-ups the form has no top-up
 * fields, and sends none.
 */
export function costsFormSchema(topUps: boolean) {
  return formSchema(
    (values: CostsFormValues) => ({
      ...values,
      contributionBasis: values.contributionBasis === '' ? undefined : values.contributionBasis,
      ...(topUps ? {} : { topUpPence: '', topUpReason: '' }),
    }),
    costsInPounds,
  );
}

const pounds = (pence: number | undefined) => (pence === undefined ? '' : penceToPoundsText(pence));

/** A proposal starts from the one made before, if any; fees start at nothing. */
export function costsFormValues(costs: GrantCosts | null): CostsFormValues {
  return {
    agencyFeePence: pounds(costs?.agencyFeePence),
    buildingControlFeePence: pounds(costs?.buildingControlFeePence),
    otherFeePence: pounds(costs?.otherFeePence),
    otherFeeText: costs?.otherFeeText ?? '',
    contributionPence: pounds(costs?.contributionPence),
    contributionBasis: costs?.contributionBasis ?? '',
    contributionText: costs?.contributionText ?? '',
    topUpPence: pounds(costs?.topUpPence),
    topUpReason: costs?.topUpReason ?? '',
  };
}

/** The accepted quote's amount, or 0 before one is accepted. */
export function acceptedQuotePence(grant: CaseGrant): number {
  return grant.quotes.find((quote) => quote.id === grant.acceptedQuoteId)?.amountPence ?? 0;
}

/** The figures as the proposal stands while it is typed, worked out as the server will. */
export function typedFigures(grant: CaseGrant, values: Partial<CostsFormValues>, topUps: boolean) {
  return grantFigures({
    quotePence: acceptedQuotePence(grant),
    costs: {
      agencyFeePence: typedPence(values.agencyFeePence ?? ''),
      buildingControlFeePence: typedPence(values.buildingControlFeePence ?? ''),
      otherFeePence: typedPence(values.otherFeePence ?? ''),
      contributionPence: typedPence(values.contributionPence ?? ''),
      topUpPence: topUps ? typedPence(values.topUpPence ?? '') : 0,
    },
    mandatoryMaxPence: grant.limits.mandatoryMaxPence,
  });
}
