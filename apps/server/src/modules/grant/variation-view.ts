import type { Variation } from '@casekeeper/contract';
import type { Caller } from '../../platform/access/caller';
import { auditedFileOf, fileAnswerOf } from '../files';
import type { VariationRow } from './variation-repository';

/** A variation as the API answers it: `recorded.byCaller` tells the viewer they may not decide it. */
export function toVariation(row: VariationRow, caller: Caller): Variation {
  return {
    id: row.id,
    worksAdded: row.worksAdded,
    worksRemoved: row.worksRemoved,
    costChangePence: row.costChangePence,
    reason: row.reason,
    file: fileAnswerOf(row),
    state: row.state,
    recorded: {
      name: row.recorderName,
      at: row.recordedAt.toISOString(),
      byCaller: row.recordedById === caller.webUserId,
    },
    decided:
      row.decidedAt && row.deciderName ? { name: row.deciderName, at: row.decidedAt.toISOString() } : null,
    rejectionReason: row.rejectionReason,
    version: row.version,
  };
}

/** What the audit log keeps of a variation. */
export function auditedVariation(row: VariationRow) {
  return {
    variationId: row.id,
    worksAdded: row.worksAdded,
    worksRemoved: row.worksRemoved,
    costChangePence: row.costChangePence,
    reason: row.reason,
    state: row.state,
    decidedById: row.decidedById,
    rejectionReason: row.rejectionReason,
    file: auditedFileOf(row),
  };
}
