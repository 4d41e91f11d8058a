import { GRANT_STATE_WORDS } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { RagBadge } from '@/components/rag-badge';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useGetCaseClocksQuery } from '@/features/clocks/api/clocks-api';
import { ragWords } from '@/features/clocks/lib/clock-words';
import { useGetCaseGrantQuery } from '@/features/grant/api/grant-api';
import { GrantStatement } from '@/features/grant/components/grant-statement';

/**
 * The case page's parts made of other features' reads (app/routes/case-form-route.tsx puts them
 * in place): the clocks as badges in the header, and the grant in brief on the Overview.
 */

/** Each running clock of the case as a badge: its name and colour in words. */
export function CaseClockBadges({ caseId }: { caseId: number }) {
  // The same read as the Timescales card's: one request for both.
  const clocks = useGetCaseClocksQuery({ params: { caseId } });
  const running = (clocks.data?.clocks ?? []).flatMap((clock) => {
    const words = ragWords(clock);
    const live = clock.state === 'running' || clock.state === 'paused';
    return live && words && clock.rag !== 'none' ? [{ clock, words, rag: clock.rag }] : [];
  });
  if (running.length === 0) return null;
  return (
    <Box component="ul" aria-label="Clocks" sx={{ display: 'contents', listStyle: 'none' }}>
      {running.map(({ clock, words, rag }) => (
        <Box
          component="li"
          key={clock.definitionId}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.875rem' }}
        >
          <span>{clock.name}</span>
          <RagBadge rag={rag} words={words} size="small" />
        </Box>
      ))}
    </Box>
  );
}

/** The grant where it stands, with its figures once worked out; nothing before a grant is begun. */
export function CaseGrantSummary({ caseId }: { caseId: number }) {
  const grant = useGetCaseGrantQuery({ params: { caseId } }).data;
  if (!grant || (grant.works.length === 0 && grant.quotes.length === 0 && !grant.figures)) return null;
  return (
    <SectionCard heading="Grant in brief" hint={GRANT_STATE_WORDS[grant.state]}>
      {grant.figures ? (
        <GrantStatement
          figures={grant.figures}
          costs={grant.costs}
          approvedTotalPence={grant.approvedTotalPence}
        />
      ) : (
        <Typography>
          {grant.works.length === 1 ? '1 item of works' : `${grant.works.length} items of works`},{' '}
          {grant.quotes.length === 1 ? '1 quote' : `${grant.quotes.length} quotes`}; not yet proposed.
        </Typography>
      )}
      <Link
        component={RouterLink}
        to={`${paths.caseManager.edit(caseId)}?tab=details`}
        sx={{ alignSelf: 'flex-start' }}
      >
        Open the grant
      </Link>
    </SectionCard>
  );
}
