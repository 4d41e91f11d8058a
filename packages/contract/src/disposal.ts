/**
 * Retention and disposal (issue 38): how long an authority keeps personal data after a case
 * closes, and what an ADMIN decides when a case reaches that date.
 */

/** Years kept after a case ends (Closed, Withdrawn, Refused: isOpenStatus), unless the authority sets its own schedule. */
export const RETENTION_YEARS_DEFAULT = 6;
export const RETENTION_YEARS_MIN = 1;
export const RETENTION_YEARS_MAX = 50;

/** A case in the disposal review: waiting for a decision, kept for a while, or disposed. */
export const DISPOSAL_REVIEW_STATES = ['PENDING', 'KEPT', 'DISPOSED'] as const;
export type DisposalReviewState = (typeof DISPOSAL_REVIEW_STATES)[number];

/** Why a case past its date is kept. */
export const DISPOSAL_KEEP_REASONS = ['LEGAL_HOLD', 'COMPLAINT', 'OMBUDSMAN', 'OTHER'] as const;
export type DisposalKeepReason = (typeof DISPOSAL_KEEP_REASONS)[number];

/** A bulk disposal's progress. */
export const DISPOSAL_BATCH_STATES = ['RUNNING', 'FINISHED', 'FAILED'] as const;
export type DisposalBatchState = (typeof DISPOSAL_BATCH_STATES)[number];
