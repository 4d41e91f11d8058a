import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetCaseloadOfficersQuery } from '../api/get-officers';
import { useGetTeamSummaryQuery } from '../api/get-team-summary';
import { useGetUserSummaryQuery } from '../api/get-user-summary';
import { SummaryCards } from './summary-cards';

/** Whose caseload is shown: the whole team's, or one user's. */
type Caseload = 'team' | number;

const TEAM = 'team';

type CaseloadSectionProps = {
  authorityId: number;
  webUserId: number;
  /** An authority ADMIN sees every case: they open on the team and may choose anyone's caseload. */
  isAuthorityAdmin: boolean;
  /** Whether one's own overdue and upcoming actions open My work filtered to them (docs/my-work.md). */
  linkActionsToMyWork?: boolean;
};

/**
 * The dashboard's caseload at a glance. An authority ADMIN (a team leader) has few cases of their
 * own, so they open on the team's, and may look at their own or any officer's; anyone else sees
 * their own.
 */
export function CaseloadSection({
  authorityId,
  webUserId,
  isAuthorityAdmin,
  linkActionsToMyWork = false,
}: CaseloadSectionProps) {
  const officers = useGetCaseloadOfficersQuery(isAuthorityAdmin ? undefined : skipToken);
  const [chosen, setChosen] = useState<Caseload | null>(null);
  const caseload: Caseload = chosen ?? (isAuthorityAdmin ? TEAM : webUserId);
  const team = useGetTeamSummaryQuery(caseload === TEAM ? { params: { authorityId } } : skipToken);
  const one = useGetUserSummaryQuery(
    caseload === TEAM ? skipToken : { params: { authorityId, webUserId: caseload } },
  );
  const summary = caseload === TEAM ? team : one;
  const others = officers.data?.officers.filter((officer) => officer.id !== webUserId) ?? [];
  const chosenName = others.find((officer) => officer.id === caseload)?.name;
  const heading =
    caseload === TEAM ? "The team's caseload" : chosenName ? `${chosenName}'s caseload` : 'Your caseload';

  // The heading and chooser stay while another caseload loads: the chooser keeps its focus.
  return (
    <Stack component="section" aria-labelledby="caseload-heading" spacing={1}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id="caseload-heading" component="h2" variant="h6">
          {heading}
        </Typography>
        {isAuthorityAdmin && officers.data && (
          <TextField
            select
            size="small"
            label="Caseload of"
            value={String(caseload)}
            onChange={(event) => setChosen(event.target.value === TEAM ? TEAM : Number(event.target.value))}
            sx={{ width: { xs: '100%', sm: 260 } }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value={TEAM}>The team</option>
            <option value={webUserId}>You</option>
            {others.map((officer) => (
              <option key={officer.id} value={officer.id}>
                {officer.name}
              </option>
            ))}
          </TextField>
        )}
      </Stack>
      {summary.error ? (
        <Alert severity="error">The caseload could not load: {toApiFailure(summary.error).message}</Alert>
      ) : (
        summary.data && (
          <SummaryCards
            summary={summary.data}
            casesHref={paths.authority.caseListOf({
              status: summary.data.openCasesByStatus.map((status) => status.statusId).join(','),
              ...(caseload === TEAM ? {} : { officer: caseload }),
            })}
            actionsHref={
              linkActionsToMyWork && caseload === webUserId
                ? {
                    overdue: paths.authority.myWorkOf({ filter: 'overdue' }),
                    upcoming: paths.authority.myWorkOf({ filter: 'upcoming' }),
                  }
                : undefined
            }
          />
        )
      )}
    </Stack>
  );
}
