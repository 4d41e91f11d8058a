import {
  MY_WORK_PART_MAX,
  MY_WORK_REJECTED_PAYMENT_DAYS,
  type MyWork,
  type MyWorkPayment,
  type MyWorkRequest,
} from '@casekeeper/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { addDays } from '../../platform/time/calendar-days';
import { londonDay, londonStartOf } from '../../platform/time/london-calendar';
import { listPaymentsToAuthorise } from '../payments';
import { findApplicantNews } from './applicant-news-repository';
import { findMyActions, type DueWindow } from './my-actions-repository';
import { findMyClockCases } from './my-clocks-repository';
import { findMyRejectedPayments } from './my-payments-repository';
import { myWorkOwnerOf } from './my-work-owner';

export type ReadMyWorkInput = {
  caller: Caller;
  query: MyWorkRequest;
  now?: Date;
};

const DAY_MS = 86_400_000;

/** Payments awaiting the caller: to authorise (when they may), then their own requests rejected lately. */
async function paymentsAwaiting(db: Database, input: ReadMyWorkInput, now: Date) {
  const owner = myWorkOwnerOf(input.caller);
  const since = new Date(now.getTime() - MY_WORK_REJECTED_PAYMENT_DAYS * DAY_MS);
  const [toAuthorise, rejected] = await Promise.all([
    listPaymentsToAuthorise(db, input.caller),
    findMyRejectedPayments(db, owner, since, MY_WORK_PART_MAX),
  ]);
  const items: MyWorkPayment[] = [
    ...toAuthorise.items.map(({ caseId, caseNumber, clientName, payment }) => ({
      id: payment.id,
      caseId,
      caseNumber,
      clientName,
      amountPence: payment.amountPence,
      reason: 'to-authorise' as const,
      at: payment.requested.at,
      by: payment.requested.name,
      rejectionReason: null,
    })),
    ...rejected.items.map(({ at, ...payment }) => ({
      ...payment,
      reason: 'rejected' as const,
      at: (at ?? now).toISOString(),
    })),
  ];
  return { items: items.slice(0, MY_WORK_PART_MAX), count: toAuthorise.count + rejected.count };
}

/**
 * `GET /my-work`: the caller's work across the cases assigned to them (docs/my-work.md). Each part
 * reads the caller's own cases or items by the indexes the alarms and the case list use, so it
 * costs what the caller has, not what the authority has.
 */
export async function readMyWork(db: Database, input: ReadMyWorkInput): Promise<MyWork> {
  const owner = myWorkOwnerOf(input.caller);
  const now = input.now ?? new Date();
  const window: DueWindow = { now, endOfToday: londonStartOf(addDays(londonDay(now), 1)) };
  const { query } = input;
  const [page, clocks, applicant, payments] = await Promise.all([
    findMyActions(db, owner, window, {
      filter: query.filter,
      type: query.type,
      sort: query.sort,
      dir: query.dir,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    }),
    findMyClockCases(db, owner, now, MY_WORK_PART_MAX),
    findApplicantNews(db, owner, MY_WORK_PART_MAX),
    paymentsAwaiting(db, input, now),
  ]);
  return {
    actions: {
      items: page.items.map((item) => ({
        ...item,
        dueAt: item.dueAt.toISOString(),
        overdue: item.dueAt < now,
      })),
      total: page.total,
      page: query.page,
      pageSize: query.pageSize,
      counts: page.counts,
    },
    clocks,
    applicant: {
      items: applicant.items.map((item) => ({ ...item, sentAt: item.sentAt.toISOString() })),
      count: applicant.count,
    },
    payments,
  };
}
