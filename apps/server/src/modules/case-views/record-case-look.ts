import type { CaseViewKind } from '@casekeeper/contract';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../platform/access/caller';
import type { StoredFileToSend } from '../files';
import type { CaseLookRecorder } from './case-look-recorder';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Looks at cases (views, downloads), kept and written in batches; closing writes what is kept. */
    caseLooks: CaseLookRecorder;
  }
}

/** The case a look is at, and the file for a download. */
export type LookedAt = { authorityId: number; caseId: number; fileId?: string | null };

/** A file of a case to send, with the case (and file) its download is a look at. */
export type CaseFileToSend = StoredFileToSend & { lookedAt: LookedAt };

/** Records that `caller` looked at a case: themselves, and the platform admin behind them if any. */
export function recordCaseLook(app: FastifyInstance, caller: Caller, kind: CaseViewKind, at: LookedAt): void {
  app.caseLooks.record({
    authorityId: at.authorityId,
    caseId: at.caseId,
    webUserId: caller.webUserId,
    impersonatorId: caller.impersonatorId,
    kind,
    fileId: at.fileId ?? null,
  });
}
