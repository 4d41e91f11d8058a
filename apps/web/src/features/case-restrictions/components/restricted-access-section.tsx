import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadFailure } from '@/components/load-failure';
import { SectionCard } from '@/components/section-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetCaseRestrictionQuery } from '../api/case-restrictions-api';
import { RestrictionForm } from './restriction-form';
import { namedPeople } from './restriction-words';

const HEADING = 'Restricted access';

/**
 * For the authority's ADMINs: whether the case is restricted to named people (a member of staff's
 * relative, a high-profile case), to whom, and a form to change it.
 */
export function RestrictedAccessSection({ caseId }: { caseId: number }) {
  const query = useGetCaseRestrictionQuery({ params: { caseId } });
  const [editing, setEditing] = useState(false);
  const restriction = query.data;

  return (
    <SectionCard heading={HEADING}>
      {query.error && !restriction ? (
        <LoadFailure
          message={`Who can see this case could not be loaded: ${toApiFailure(query.error).message}`}
          onRetry={() => void query.refetch()}
        />
      ) : !restriction ? (
        <LinearProgress aria-label="Loading who can see this case" />
      ) : editing ? (
        <RestrictionForm caseId={caseId} restriction={restriction} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Typography>
            {restriction.restricted
              ? `Only these people can see this case: ${namedPeople(restriction.users)}.`
              : 'Anyone in the authority who may see cases can see this case.'}
          </Typography>
          <div>
            <Button
              variant="outlined"
              aria-label="Edit who can see this case"
              onClick={() => setEditing(true)}
              sx={{ minHeight: 44 }}
            >
              Edit
            </Button>
          </div>
        </>
      )}
    </SectionCard>
  );
}
