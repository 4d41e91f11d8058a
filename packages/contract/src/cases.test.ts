import { describe, expect, it } from 'vitest';
import {
  addCaseRequestSchema,
  caseListQuerySchema,
  caseSearchRequestSchema,
  changeCaseStatusRequestSchema,
  STATUS_DATE_MESSAGES,
} from './cases';
import { STATUS_ID } from './statuses';

const minimalCase = {
  clientFirstName: 'Ada',
  clientLastName: 'Lovelace',
  addressLine1: '1 High Street',
  postCode: 'sw1a1aa',
};

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('a new case', () => {
  it('normalises the post code, starts as an enquiry and defaults the priority', () => {
    expect(addCaseRequestSchema.parse(minimalCase)).toMatchObject({
      postCode: 'SW1A 1AA',
      statusId: STATUS_ID.ENQUIRY,
      priority: 'Normal',
      clientEmail: null,
      estimatedCostPence: null,
    });
  });

  it('refuses what a case cannot hold, field by field', () => {
    const result = addCaseRequestSchema.safeParse({
      ...minimalCase,
      postCode: 'SW1A',
      clientDateOfBirth: '2999-01-01',
      referralDate: '2024-02-30',
      estimatedCostPence: 12.5,
      approvedGrantPence: -1,
      uprn: '12ab',
      priority: 'Soon',
      statusId: STATUS_ID.APPROVED,
    });
    expect(fieldErrors(result)).toEqual({
      postCode: 'Enter a real UK post code, like SW1A 1AA',
      clientDateOfBirth: "Enter the client's date of birth that is not in the future",
      referralDate: 'Enter the referral date as a real date',
      estimatedCostPence: 'Give the amount in whole pence',
      approvedGrantPence: 'The amount cannot be negative',
      uprn: 'A UPRN is up to 12 digits',
      priority: 'Choose one of: Low, Normal, High, Urgent',
      statusId: 'A new case starts as an enquiry or a referral received',
    });
  });
});

describe('the case list query', () => {
  it('reads comma-joined statuses and the defaults of the list', () => {
    expect(caseListQuerySchema.parse({ ApplicationStatusMasterIds: '4, 1,4' })).toMatchObject({
      ApplicationStatusMasterIds: [4, 1],
      PageNo: 1,
      PageSize: 10,
      SortCol: 'CaseManagerDetailId',
      OfficerId: null,
      Priority: null,
    });
  });

  it('refuses unknown statuses, sort columns outside the allow-list and pages too large', () => {
    const result = caseListQuerySchema.safeParse({
      ApplicationStatusMasterIds: '1,99',
      SortCol: 'client_last_name; drop table cases',
      PageSize: '101',
      ReferralDateFrom: 'yesterday',
    });
    expect(Object.keys(fieldErrors(result)).sort()).toEqual([
      'ApplicationStatusMasterIds',
      'PageSize',
      'ReferralDateFrom',
      'SortCol',
    ]);
  });
});

describe('the global search request', () => {
  it('means every status by -1 and keeps the answer short', () => {
    expect(caseSearchRequestSchema.parse({ SearchTerm: ' smith ' })).toMatchObject({
      SearchTerm: 'smith',
      Status: -1,
      PageSize: 20,
      AuthorityId: null,
      WebUserId: null,
    });
    expect(caseSearchRequestSchema.safeParse({ PageSize: '500' }).success).toBe(false);
  });
});

describe('a status change', () => {
  it('takes no body, or a note, the version read and the day it happened', () => {
    expect(changeCaseStatusRequestSchema.parse(undefined)).toBeUndefined();
    expect(
      changeCaseStatusRequestSchema.parse({ note: ' Waiting for the OT \r\n report ', version: 3 }),
    ).toEqual({
      note: 'Waiting for the OT \n report',
      version: 3,
      effectiveDate: null,
      refusalReasonId: null,
      refusalReasonText: null,
    });
    expect(changeCaseStatusRequestSchema.parse({ effectiveDate: '2026-11-20' })?.effectiveDate).toBe(
      '2026-11-20',
    );
    expect(changeCaseStatusRequestSchema.parse({ effectiveDate: '' })?.effectiveDate).toBeNull();
    const refused = changeCaseStatusRequestSchema.safeParse({ effectiveDate: '20/11/2026' });
    expect(refused.error?.issues[0]?.message).toBe(STATUS_DATE_MESSAGES.format);
  });
});
