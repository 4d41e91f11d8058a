import {
  APPLICATION_STATUSES,
  PORTAL_MESSAGES,
  PUBLIC_STATUS_LABELS,
  type CaseMaster,
  type FileScanStatus,
  type PortalDocumentState,
  type StatusCode,
} from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/audit/request-context';
import { AppError } from '../../platform/errors/app-error';
import {
  findApprovedGrant,
  findFollowedCase,
  findPaymentsMade,
  findSentDocuments,
  findSharedVisits,
  findStagesReached,
  type FollowedCase,
} from './case-master-repository';

export type Applicant = { webUserId: number; authorityId: number };

const codeOf = (statusId: number): StatusCode => {
  const status = APPLICATION_STATUSES.find((candidate) => candidate.id === statusId);
  if (!status) throw new Error(`Unknown status ${statusId}`);
  return status.code;
};

/**
 * The case master: the applicant's case as the portal shows it, built field by field from what
 * an applicant may see (public status words, stage dates, the officer's name, the team's contact,
 * shared visits) so nothing else of the case can reach them. Null when they follow no case.
 */
export async function findCaseMaster(db: Executor, applicant: Applicant): Promise<CaseMaster | null> {
  const followed = await findFollowedCase(db, applicant);
  return followed ? caseMasterOf(db, followed) : null;
}

/** A file's scan status as the applicant is told it: a file sent before scanning began was received. */
function documentStateOf(scanStatus: FileScanStatus): PortalDocumentState {
  if (scanStatus === 'PENDING') return 'CHECKING';
  return scanStatus === 'INFECTED' ? 'REFUSED' : 'RECEIVED';
}

/** The approved grant as the applicant sees it: what will be done, and the grant's total; null before approval. */
function grantOf(
  rows: Awaited<ReturnType<typeof findApprovedGrant>>,
  paymentsMade: Awaited<ReturnType<typeof findPaymentsMade>>,
): CaseMaster['grant'] {
  const [first] = rows;
  if (!first || first.totalPence === null || first.approvedOn === null) return null;
  return {
    totalPence: first.totalPence,
    approvedOn: first.approvedOn,
    works: rows.flatMap(({ type, description, location }) =>
      type === null || description === null ? [] : [{ type, description, location }],
    ),
    paymentsMade,
  };
}

async function caseMasterOf(db: Executor, followed: FollowedCase): Promise<CaseMaster> {
  const [stages, visits, grant, paymentsMade, sentDocuments] = await Promise.all([
    findStagesReached(db, followed),
    findSharedVisits(db, followed),
    findApprovedGrant(db, followed),
    findPaymentsMade(db, followed),
    findSentDocuments(db, followed),
  ]);
  const code = codeOf(followed.statusId);
  return {
    caseNumber: followed.caseNumber,
    status: { code, ...PUBLIC_STATUS_LABELS[code] },
    stages: stages.map((stage) => {
      const stageCode = codeOf(stage.statusId);
      return {
        code: stageCode,
        label: PUBLIC_STATUS_LABELS[stageCode].label,
        reachedAt: stage.reachedAt.toISOString(),
      };
    }),
    officer:
      followed.officerFirstName === null
        ? null
        : { name: `${followed.officerFirstName} ${followed.officerLastName ?? ''}`.trim() },
    team: { name: followed.teamName, email: followed.teamEmail, phone: followed.teamPhone },
    visits: visits.map((visit) => ({ ...visit, scheduledAt: visit.scheduledAt.toISOString() })),
    grant: grantOf(grant, paymentsMade),
    sentDocuments: sentDocuments.map(({ name, sentAt, scanStatus }) => ({
      name,
      sentAt: sentAt.toISOString(),
      state: documentStateOf(scanStatus),
    })),
  };
}

/** The case master for the signed-in applicant's page, the view audited (issue 13). */
export async function viewCaseMaster(
  db: Executor,
  input: { applicant: Applicant; context: RequestContext },
): Promise<CaseMaster> {
  const followed = await findFollowedCase(db, input.applicant);
  if (!followed) throw new AppError('NOT_FOUND', PORTAL_MESSAGES.noCase);
  const master = await caseMasterOf(db, followed);
  await recordAudit(db, {
    action: 'portal.case-view',
    actorId: input.applicant.webUserId,
    authorityId: input.applicant.authorityId,
    entityType: 'case',
    entityId: String(followed.id),
    ip: input.context.ip,
    requestId: input.context.requestId,
  });
  return master;
}
