import { GRANT_MESSAGES } from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import { POUNDS_MESSAGE } from '@/lib/money';
import { costsFormSchema, costsFormValues } from './costs-form';
import { quoteFormSchema } from './quote-form';
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
      }),
    ).toEqual({
      contractorId: 31,
      amountPence: 850_050,
      receivedOn: '2026-03-20',
      validUntil: null,
      notes: null,
    });
  });

  it('says what is wrong with each field of a quote at once, in the form’s words for what it reads itself', () => {
    const quote = {
      contractorId: '31',
      amountPence: '100',
      receivedOn: '20/03/2026',
      validUntil: '',
      notes: '',
    };
    expect(
      messages(quoteFormSchema.safeParse({ ...quote, contractorId: '', amountPence: 'eight thousand' })),
    ).toEqual({
      contractorId: 'Choose the contractor',
      amountPence: POUNDS_MESSAGE,
    });
    // The contract's own rule between the dates holds through the form's reading of its fields.
    expect(messages(quoteFormSchema.safeParse({ ...quote, validUntil: '19/03/2026' }))).toEqual({
      validUntil: GRANT_MESSAGES.validBeforeReceived,
    });
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
