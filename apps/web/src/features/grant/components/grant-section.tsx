import type { Quote, Work } from '@casekeeper/contract';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { SectionCard } from '@/components/section-card';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { useSessionUser } from '@/lib/session/use-session-user';
import { anyBeingChecked, useRereadWhileChecked } from '@/lib/files/use-reread-while-checked';
import { useGetCaseGrantQuery, useGetQuoteContractorsQuery } from '../api/grant-api';
import { useGetAuthorityChoicesQuery } from '../api/grant-settings-api';
import { useGrantFollowsStatus } from '../hooks/use-grant-follows-status';
import { AcceptQuoteDialog } from './accept-quote-dialog';
import { ApprovalPart } from './approval-part';
import { GrantPart } from './grant-part';
import { GrantStateChip } from './grant-state-chip';
import { QuoteDialog } from './quote-dialog';
import { QuoteFileDialog } from './quote-file-dialog';
import { QuotesList, type QuoteAction } from './quotes-list';
import { VariationsPart } from './variations-part';
import { WorkDialog } from './work-dialog';
import { WorksList } from './works-list';

type GrantSectionProps = {
  caseId: number;
  /** The case's status, for saying why an approval waits. */
  caseStatusId: number;
};

type Open =
  | { kind: 'work'; work: Work | null }
  | { kind: 'quote'; quote: Quote | null }
  | { kind: QuoteAction; quote: Quote }
  | null;

/**
 * The case's grant (docs/grant.md): its schedule of works, the quotes for it, the approval and,
 * once approved, its variations, with what the viewer may do to each as the server says (`can`).
 * Everyone who reads the case reads it.
 */
export function GrantSection({ caseId, caseStatusId }: GrantSectionProps) {
  const user = useSessionUser();
  const viewer = user && { userType: user.user_type, role: user.role, impersonating: user.impersonating };
  const grantQuery = useGetCaseGrantQuery({ params: { caseId } });
  const grant = grantQuery.data;
  const prepare = grant?.can.prepare ?? false;
  const types = useGetAuthorityChoicesQuery(prepare ? { params: { list: 'ADAPTATION_TYPE' } } : skipToken);
  const contractors = useGetQuoteContractorsQuery(prepare ? undefined : skipToken);
  const [open, setOpen] = useState<Open>(null);
  const [stale, setStale] = useState(false);
  const close = useCallback(() => setOpen(null), []);
  const markStale = useCallback(() => setStale(true), []);
  const { refetch } = grantQuery;
  const reload = useCallback(() => refetch(), [refetch]);
  useGrantFollowsStatus(caseStatusId, grant, refetch);
  useRereadWhileChecked(
    anyBeingChecked([
      ...(grant?.quotes.map((quote) => quote.file) ?? []),
      ...(grant?.variations.map((variation) => variation.file) ?? []),
    ]),
    refetch,
  );

  const heading = (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      {grant && <GrantStateChip state={grant.state} />}
      <Link component={RouterLink} to={paths.authority.grantSettings} variant="body2">
        Grant maximum and lists
      </Link>
    </Stack>
  );

  if (grantQuery.error && !grant) {
    return (
      <SectionCard heading="Grant">
        <LoadFailure
          message={`The grant could not be loaded: ${toApiFailure(grantQuery.error).message}`}
          onRetry={() => void refetch()}
        />
      </SectionCard>
    );
  }
  if (!grant) {
    return (
      <SectionCard heading="Grant">
        <PageLoading inline />
      </SectionCard>
    );
  }

  return (
    <SectionCard heading="Grant">
      {heading}
      {stale && (
        <StaleRecordAlert
          onReload={() => {
            setStale(false);
            void refetch();
          }}
        />
      )}
      <GrantPart
        heading="Schedule of works"
        action={
          prepare && (
            <Button startIcon={<Add aria-hidden />} onClick={() => setOpen({ kind: 'work', work: null })}>
              Add an item
            </Button>
          )
        }
      >
        <WorksList grant={grant} onEdit={(work) => setOpen({ kind: 'work', work })} onStale={markStale} />
      </GrantPart>
      <GrantPart
        heading="Quotes"
        action={
          prepare && (
            <Button startIcon={<Add aria-hidden />} onClick={() => setOpen({ kind: 'quote', quote: null })}>
              Record a quote
            </Button>
          )
        }
      >
        <QuotesList
          grant={grant}
          onAction={(kind, quote) => setOpen(kind === 'change' ? { kind: 'quote', quote } : { kind, quote })}
          onStale={markStale}
        />
      </GrantPart>
      <GrantPart heading="Approval">
        <ApprovalPart grant={grant} caseStatusId={caseStatusId} viewer={viewer} onReload={reload} />
      </GrantPart>
      {grant.state === 'APPROVED' && <VariationsPart grant={grant} onStale={markStale} onReload={reload} />}

      {open?.kind === 'work' && (
        <WorkDialog
          grant={grant}
          work={open.work}
          adaptationTypes={types.data ?? []}
          onClose={close}
          onReload={reload}
        />
      )}
      {open?.kind === 'quote' && (
        <QuoteDialog
          grant={grant}
          quote={open.quote}
          contractors={contractors.data?.contractors ?? []}
          onClose={close}
          onReload={reload}
        />
      )}
      {open?.kind === 'attach' && (
        <QuoteFileDialog grant={grant} quote={open.quote} onClose={close} onReload={reload} />
      )}
      {open?.kind === 'accept' && (
        <AcceptQuoteDialog grant={grant} quote={open.quote} onClose={close} onReload={reload} />
      )}
    </SectionCard>
  );
}
