import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  STATUS_ID,
  allowedTransitions,
  canTransition,
  type StatusId,
} from './statuses';

const officer = (from: StatusId, previous: StatusId | null = null) => ({
  from,
  previous,
  actorIsAuthorityAdmin: false,
});
const authorityAdmin = (from: StatusId, previous: StatusId | null = null) => ({
  from,
  previous,
  actorIsAuthorityAdmin: true,
});

describe('application status master', () => {
  it('lists the twelve statuses in order with unique ids', () => {
    expect(APPLICATION_STATUSES.map((status) => status.name)).toEqual([
      'Enquiry',
      'Referral received',
      'Assessment',
      'Application submitted',
      'Approved',
      'Works ordered',
      'Works in progress',
      'Works completed',
      'Closed',
      'On hold',
      'Withdrawn',
      'Refused',
    ]);
    expect(new Set(APPLICATION_STATUSES.map((status) => status.id)).size).toBe(12);
  });
});

describe('status transitions', () => {
  it('moves forward to the next step or any later step before Approved, and on from Approved', () => {
    expect(allowedTransitions(officer(STATUS_ID.ENQUIRY))).toEqual([2, 3, 4, 10, 11]);
    expect(canTransition(officer(STATUS_ID.APPROVED), STATUS_ID.WORKS_COMPLETED)).toBe(true);
  });

  it('reaches Approved and what follows it only through the approval, never by a status change', () => {
    for (const to of [5, 6, 7, 8] as const) {
      expect(canTransition(officer(STATUS_ID.APPLICATION_SUBMITTED), to)).toBe(false);
      expect(canTransition(authorityAdmin(STATUS_ID.ASSESSMENT), to)).toBe(false);
    }
  });

  it('refuses an application from Application submitted only', () => {
    expect(allowedTransitions(officer(STATUS_ID.APPLICATION_SUBMITTED))).toEqual([
      STATUS_ID.ON_HOLD,
      STATUS_ID.WITHDRAWN,
      STATUS_ID.REFUSED,
    ]);
    for (const from of [1, 2, 3, 5, 6, 7, 8] as const) {
      expect(canTransition(officer(from), STATUS_ID.REFUSED)).toBe(false);
    }
    expect(canTransition(officer(STATUS_ID.ON_HOLD, 4), STATUS_ID.REFUSED)).toBe(false);
  });

  it('reopens a refusal to Application submitted for an authority admin only', () => {
    expect(allowedTransitions(officer(STATUS_ID.REFUSED, STATUS_ID.APPLICATION_SUBMITTED))).toEqual([]);
    expect(allowedTransitions(authorityAdmin(STATUS_ID.REFUSED, STATUS_ID.APPLICATION_SUBMITTED))).toEqual([
      STATUS_ID.APPLICATION_SUBMITTED,
    ]);
  });

  it('never moves backwards along the pipeline', () => {
    expect(canTransition(officer(STATUS_ID.APPROVED), STATUS_ID.ASSESSMENT)).toBe(false);
    expect(canTransition(officer(STATUS_ID.APPROVED), STATUS_ID.APPROVED)).toBe(false);
  });

  it('closes only from Works completed', () => {
    expect(canTransition(officer(STATUS_ID.WORKS_COMPLETED), STATUS_ID.CLOSED)).toBe(true);
    expect(canTransition(officer(STATUS_ID.WORKS_IN_PROGRESS), STATUS_ID.CLOSED)).toBe(false);
  });

  it('puts any open status on hold or withdraws it', () => {
    for (const from of [1, 2, 3, 4, 5, 6, 7, 8] as const) {
      expect(canTransition(officer(from), STATUS_ID.ON_HOLD)).toBe(true);
      expect(canTransition(officer(from), STATUS_ID.WITHDRAWN)).toBe(true);
    }
    expect(canTransition(officer(STATUS_ID.ON_HOLD, 3), STATUS_ID.WITHDRAWN)).toBe(true);
  });

  it('returns from On hold only to the status it left', () => {
    expect(allowedTransitions(officer(STATUS_ID.ON_HOLD, STATUS_ID.ASSESSMENT))).toEqual([
      STATUS_ID.ASSESSMENT,
      STATUS_ID.WITHDRAWN,
    ]);
    expect(canTransition(officer(STATUS_ID.ON_HOLD, STATUS_ID.ASSESSMENT), STATUS_ID.APPROVED)).toBe(false);
  });

  it('reopens Closed or Withdrawn to the previous status for an authority admin only', () => {
    expect(allowedTransitions(officer(STATUS_ID.CLOSED, STATUS_ID.WORKS_COMPLETED))).toEqual([]);
    expect(allowedTransitions(officer(STATUS_ID.WITHDRAWN, STATUS_ID.APPROVED))).toEqual([]);
    expect(allowedTransitions(authorityAdmin(STATUS_ID.CLOSED, STATUS_ID.WORKS_COMPLETED))).toEqual([
      STATUS_ID.WORKS_COMPLETED,
    ]);
    expect(allowedTransitions(authorityAdmin(STATUS_ID.WITHDRAWN, STATUS_ID.APPROVED))).toEqual([
      STATUS_ID.APPROVED,
    ]);
  });

  it('cannot reopen without a known previous status', () => {
    expect(allowedTransitions(authorityAdmin(STATUS_ID.WITHDRAWN, null))).toEqual([]);
  });
});
