import { GRANT_MESSAGES, VARIATION_MESSAGES } from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import { POUNDS_MESSAGE } from '@/lib/money';
import { costsFormSchema, costsFormValues } from './costs-form';
import { quoteFormSchema } from './quote-form';
import { COST_DIRECTION_MESSAGE, EMPTY_VARIATION, variationFormSchema } from './variation-form';
import { workFormSchema } from './work-form';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the grant’s forms, read by the contract’s rules', () => {
  it('reads a quote typed in pounds and British dates as whole pence and calendar days', () => {
    expect(
      quoteFormSchema.parse({
        contractorId: '31',
        amountPence: '£8,500.50',
        receivedOn: '20/03/2026',
        validUntil: '',
        notes: '',
        estimatedWorkingDays: ' 15 ',
      }),
    ).toEqual({
      contractorId: 31,
      amountPence: 850_050,
      receivedOn: '2026-03-20',
      validUntil: null,
      notes: null,
      estimatedWorkingDays: 15,
    });
  });

  it('says what is wrong with each field of a quote at once, in the form’s words for what it reads itself', () => {
    const quote = {
      contractorId: '31',
      amountPence: '100',
      receivedOn: '20/03/2026',
      validUntil: '',
      notes: '',
      estimatedWorkingDays: '',
    };
    expect(
      messages(
        quoteFormSchema.safeParse({
          ...quote,
          contractorId: '',
          amountPence: 'eight thousand',
          estimatedWorkingDays: 'two weeks',
        }),
      ),
    ).toEqual({
      contractorId: 'Choose the contractor',
      amountPence: POUNDS_MESSAGE,
      estimatedWorkingDays: 'Enter the estimated duration in working days',
    });
    expect(messages(quoteFormSchema.safeParse({ ...quote, estimatedWorkingDays: '2.5' }))).toEqual({
      estimatedWorkingDays: 'Enter the estimated duration in whole working days',
    });
    expect(quoteFormSchema.parse(quote)).toMatchObject({ estimatedWorkingDays: null });
    // The contract's own rule between the dates holds through the form's reading of its fields.
    expect(messages(quoteFormSchema.safeParse({ ...quote, validUntil: '19/03/2026' }))).toEqual({
      validUntil: GRANT_MESSAGES.validBeforeReceived,
    });
  });

  it('reads a variation’s cost change as signed pence from the direction chosen and the amount', () => {
    const variation = { ...EMPTY_VARIATION, worksAdded: 'Grab rail', reason: 'OT asked for it' };
    const change = (costDirection: string, costChangePence: string) =>
      variationFormSchema.safeParse({ ...variation, costDirection, costChangePence });

    expect(change('UP', '185').data).toEqual({
      worksAdded: 'Grab rail',
      worksRemoved: null,
      costChangePence: 18_500,
      reason: 'OT asked for it',
    });
    expect(change('DOWN', '£1,050.50').data?.costChangePence).toBe(-105_050);
    // No change sends 0, whatever the amount field was left holding.
    expect(change('NONE', '185').data?.costChangePence).toBe(0);

    expect(messages(change('', ''))).toEqual({ costDirection: COST_DIRECTION_MESSAGE });
    expect(messages(change('DOWN', ''))).toEqual({
      costChangePence: 'Enter how much the cost goes down by, in pounds',
    });
    expect(messages(change('UP', 'lots'))).toEqual({ costChangePence: POUNDS_MESSAGE });
    expect(messages(change('UP', '100,000.01'))).toEqual({ costChangePence: VARIATION_MESSAGES.tooLarge });
    // The contract's own rule: a variation changes something.
    expect(
      messages(variationFormSchema.safeParse({ ...EMPTY_VARIATION, costDirection: 'NONE', reason: 'x' })),
    ).toEqual({ worksAdded: VARIATION_MESSAGES.nothingChanges });
  });

  it('sends a recommendation date only with a recommendation', () => {
    const work = {
      adaptationTypeId: '13',
      description: 'Stairlift',
      location: '',
      otRecommendedOn: '02/03/2026',
    };
    expect(workFormSchema.parse({ ...work, otRecommended: 'no' })).toMatchObject({
      otRecommended: false,
      otRecommendedOn: null,
    });
    expect(workFormSchema.parse({ ...work, otRecommended: 'yes' })).toMatchObject({
      otRecommended: true,
      otRecommendedOn: '2026-03-02',
    });
  });

  it('sends no top-up where the authority gives none, whatever the form held', () => {
    const values = {
      ...costsFormValues(null),
      contributionPence: '0',
      contributionBasis: 'CHILD',
      topUpPence: '500',
      topUpReason: 'x',
    };
    expect(costsFormSchema(false).parse(values)).toMatchObject({
      topUpPence: 0,
      topUpReason: null,
      agencyFeePence: 0,
    });
    expect(costsFormSchema(true).parse(values)).toMatchObject({ topUpPence: 50_000, topUpReason: 'x' });
  });
});
