import {
  CASE_TIMELINE_KIND_LABELS,
  CASE_TIMELINE_KINDS,
  CASE_TIMELINE_MESSAGES,
  CASE_TIMELINE_PAGE_SIZE_DEFAULT,
  type CaseTimelineKind,
} from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useChosenKinds } from '../hooks/use-chosen-kinds';
import { SectionCard } from '@/components/section-card';
import { TimelinePage } from './timeline-page';

type CaseTimelineProps = {
  caseId: number;
  /** Whether the viewer may change the case: a diary entry then links to its own page. */
  canEdit: boolean;
  heading?: string;
  hint?: string;
  /** Only these kinds, with no filter to change them (the Documents tab's files, the Diary tab's entries). */
  only?: readonly CaseTimelineKind[];
  pageSize?: number;
  /** Whether older entries may be paged to (not on the overview, which links to the tab instead). */
  paged?: boolean;
  /** What an empty timeline says. */
  emptyText?: string;
  /** Below the entries: where to read more (the overview's link to the messages). */
  footer?: ReactNode;
};

/**
 * A case's timeline (docs/domain.md, "The case page"): what happened, newest first, filtered by
 * kind with chips that each say whether they are on (the choice in the address, `?kinds=`, so a
 * link keeps it and Back undoes it); older entries a page at a time.
 */
export function CaseTimeline({
  caseId,
  canEdit,
  heading = 'Timeline',
  hint = 'Everything that happened on this case, newest first.',
  only,
  pageSize = CASE_TIMELINE_PAGE_SIZE_DEFAULT,
  paged = true,
  emptyText,
  footer,
}: CaseTimelineProps) {
  const [chosen, setChosen] = useChosenKinds();
  // The pages read so far, of the kinds they were read for: another choice starts from the newest.
  const [paging, setPaging] = useState<{ of: string; cursors: (string | null)[] }>({
    of: '',
    cursors: [null],
  });
  const kinds = only ?? chosen;
  const cursors = paging.of === kinds.join(',') ? paging.cursors : [null];
  const setCursors = (next: (string | null)[]) => setPaging({ of: kinds.join(','), cursors: next });

  const choose = (next: CaseTimelineKind[]) => setChosen(next);
  const toggle = (kind: CaseTimelineKind) =>
    choose(chosen.includes(kind) ? chosen.filter((each) => each !== kind) : [...chosen, kind]);
  const chipTarget = { height: { xs: 44, sm: 36 }, borderRadius: 22, fontWeight: 600 };

  return (
    <SectionCard heading={heading} hint={hint}>
      {!only && (
        <Stack direction="row" useFlexGap role="group" aria-label="Show" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip
            label="Everything"
            aria-pressed={chosen.length === 0}
            color={chosen.length === 0 ? 'primary' : 'default'}
            variant={chosen.length === 0 ? 'filled' : 'outlined'}
            onClick={() => choose([])}
            sx={chipTarget}
          />
          {CASE_TIMELINE_KINDS.map((kind) => {
            const on = chosen.includes(kind);
            return (
              <Chip
                key={kind}
                label={CASE_TIMELINE_KIND_LABELS[kind]}
                aria-pressed={on}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => toggle(kind)}
                sx={chipTarget}
              />
            );
          })}
        </Stack>
      )}
      <Box
        component="ol"
        aria-label={heading}
        sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {cursors.map((cursor, index) => (
          <TimelinePage
            key={cursor ?? 'first'}
            caseId={caseId}
            kinds={kinds}
            cursor={cursor}
            pageSize={pageSize}
            canEdit={canEdit}
            last={paged && index === cursors.length - 1}
            onOlder={(next) => setCursors([...cursors, next])}
            emptyText={
              emptyText ??
              (kinds.length > 0 ? CASE_TIMELINE_MESSAGES.emptyOfKinds : CASE_TIMELINE_MESSAGES.empty)
            }
          />
        ))}
      </Box>
      {footer}
    </SectionCard>
  );
}
