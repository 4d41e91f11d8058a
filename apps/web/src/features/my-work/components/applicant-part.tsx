import type { MyWork } from '@casekeeper/contract';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import type { OpenItem } from './action-lines';
import { CaseLines } from './case-lines';
import { PartCard } from './part-card';

const KIND = { message: 'Message', document: 'Document' } as const;

/** What the applicants sent that nobody has seen yet, newest first, each opening the case's diary at it. */
export function ApplicantPart({
  applicant,
  onOpenItem,
}: {
  applicant: MyWork['applicant'];
  onOpenItem?: OpenItem | undefined;
}) {
  return (
    <PartCard
      heading="New from applicants"
      count={applicant.count}
      shown={applicant.items.length}
      empty="Nothing new from your cases' applicants."
    >
      <CaseLines
        label="New messages and documents from applicants"
        lines={applicant.items.map((item) => ({
          key: item.id,
          to: paths.actionDiary.list.href(item.caseId),
          title: `${KIND[item.kind]}: ${item.description}`,
          onOpen: () => onOpenItem?.({ id: item.id, words: item.description }),
          details: `${item.caseNumber} · ${item.clientName} · ${formatDateTime(item.sentAt)}`,
        }))}
      />
    </PartCard>
  );
}
