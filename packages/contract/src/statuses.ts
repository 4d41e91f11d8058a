/**
 * The application status master (seeded, ordered) and its transition rules,
 * as docs/statuses.md explains.
 */
export const APPLICATION_STATUSES = [
  { id: 1, code: 'ENQUIRY', name: 'Enquiry', sortOrder: 1 },
  { id: 2, code: 'REFERRAL_RECEIVED', name: 'Referral received', sortOrder: 2 },
  { id: 3, code: 'ASSESSMENT', name: 'Assessment', sortOrder: 3 },
  { id: 4, code: 'APPLICATION_SUBMITTED', name: 'Application submitted', sortOrder: 4 },
  { id: 5, code: 'APPROVED', name: 'Approved', sortOrder: 5 },
  { id: 6, code: 'WORKS_ORDERED', name: 'Works ordered', sortOrder: 6 },
  { id: 7, code: 'WORKS_IN_PROGRESS', name: 'Works in progress', sortOrder: 7 },
  { id: 8, code: 'WORKS_COMPLETED', name: 'Works completed', sortOrder: 8 },
  { id: 9, code: 'CLOSED', name: 'Closed', sortOrder: 9 },
  { id: 10, code: 'ON_HOLD', name: 'On hold', sortOrder: 10 },
  { id: 11, code: 'WITHDRAWN', name: 'Withdrawn', sortOrder: 11 },
  { id: 12, code: 'REFUSED', name: 'Refused', sortOrder: 12 },
] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type StatusCode = ApplicationStatus['code'];
export type StatusId = ApplicationStatus['id'];

export const STATUS_ID = Object.fromEntries(
  APPLICATION_STATUSES.map((status) => [status.code, status.id]),
) as { [K in StatusCode]: Extract<ApplicationStatus, { code: K }>['id'] };

/** The forward pipeline, Enquiry to Works completed; Closed follows Works completed only. */
const PIPELINE: readonly StatusId[] = [1, 2, 3, 4, 5, 6, 7, 8];

export function isStatusId(value: number): value is StatusId {
  return APPLICATION_STATUSES.some((status) => status.id === value);
}

/** Statuses a case ends in: an authority ADMIN may reopen it to the status it left. */
const ENDED: readonly StatusId[] = [STATUS_ID.CLOSED, STATUS_ID.WITHDRAWN, STATUS_ID.REFUSED];

export function isOpenStatus(id: StatusId): boolean {
  return !ENDED.includes(id);
}

/**
 * Approved and every status after it on the pipeline are reached through an approval record
 * (the grant's approval moves the case to Approved), never by a plain status change.
 */
export function isBeyondApproval(id: StatusId): boolean {
  const step = PIPELINE.indexOf(id);
  return step >= PIPELINE.indexOf(STATUS_ID.APPROVED);
}

export type TransitionContext = {
  from: StatusId;
  /** The status a case left to go On hold, Closed, Withdrawn or Refused; needed to return to it. */
  previous: StatusId | null;
  /** Reopening a closed, withdrawn or refused case is for an authority ADMIN only. */
  actorIsAuthorityAdmin: boolean;
};

/** Every status a case may move to from `from`, in master order. */
export function allowedTransitions(context: TransitionContext): StatusId[] {
  const { from, previous, actorIsAuthorityAdmin } = context;
  const targets = new Set<StatusId>();

  const step = PIPELINE.indexOf(from);
  if (step >= 0) {
    // A case crosses into Approved by the grant's approval alone; one already past it moves on.
    const gated = !isBeyondApproval(from);
    for (const later of PIPELINE.slice(step + 1)) if (!(gated && isBeyondApproval(later))) targets.add(later);
  }
  if (from === STATUS_ID.APPLICATION_SUBMITTED) targets.add(STATUS_ID.REFUSED);
  if (from === STATUS_ID.WORKS_COMPLETED) targets.add(STATUS_ID.CLOSED);
  if (isOpenStatus(from) && from !== STATUS_ID.ON_HOLD) targets.add(STATUS_ID.ON_HOLD);
  if (isOpenStatus(from)) targets.add(STATUS_ID.WITHDRAWN);
  if (from === STATUS_ID.ON_HOLD && previous !== null && previous !== from) targets.add(previous);
  if (!isOpenStatus(from) && actorIsAuthorityAdmin && previous !== null && previous !== from) {
    targets.add(previous);
  }

  return APPLICATION_STATUSES.map((status) => status.id).filter((id) => targets.has(id));
}

export function canTransition(context: TransitionContext, to: StatusId): boolean {
  return allowedTransitions(context).includes(to);
}
