import { CASE_LINK_KIND_LABELS, type CaseLink } from '@casekeeper/contract';
import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { toApiFailure } from '@/lib/api/api-failure';
import { formatDate } from '@/lib/format-date';
import { useGetCaseLinksQuery } from '../api/linked-cases-api';
import { AddCaseLinkDialog } from './add-case-link-dialog';
import { RemoveCaseLinkButton } from './remove-case-link-button';

const HEADING = 'Linked cases';

/** One link: the other case (opening it), what links them, who linked them when, and Remove. */
function LinkedCaseItem({ caseId, link, canChange }: { caseId: number; link: CaseLink; canChange: boolean }) {
  const { otherCase } = link;
  return (
    <Stack component="li" spacing={0.25} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography>
        <Link component={RouterLink} to={paths.caseManager.edit(otherCase.id)} sx={{ fontWeight: 700 }}>
          {otherCase.caseNumber}
        </Link>{' '}
        {otherCase.clientName}
      </Typography>
      <Typography variant="body2">
        {CASE_LINK_KIND_LABELS[link.kind]} · {otherCase.statusName}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Linked by {link.linkedByName} on {formatDate(link.linkedAt)}
      </Typography>
      {canChange && (
        // Its words line up with the text above.
        <div style={{ marginLeft: -8 }}>
          <RemoveCaseLinkButton caseId={caseId} link={link} />
        </div>
      )}
    </Stack>
  );
}

/**
 * The cases this one is linked to (repeat referral, same household, same property), shown on both
 * cases. Writers link another case by its number and remove links; links to cases the viewer
 * cannot open are only counted.
 */
export function LinkedCasesSection({ caseId }: { caseId: number }) {
  const query = useGetCaseLinksQuery({ params: { caseId } });
  const [adding, setAdding] = useState(false);
  const list = query.data;
  const canChange = list?.can.change ?? false;

  return (
    <SectionCard heading={HEADING}>
      {query.error && !list ? (
        <LoadFailure
          message={`The linked cases could not be loaded: ${toApiFailure(query.error).message}`}
          onRetry={() => void query.refetch()}
        />
      ) : !list ? (
        <LinearProgress aria-label="Loading the linked cases" />
      ) : (
        <>
          {list.links.length === 0 && list.hiddenCount === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              This case is not linked to any other case.
            </Typography>
          ) : (
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={HEADING}>
              {list.links.map((link) => (
                <LinkedCaseItem key={link.id} caseId={caseId} link={link} canChange={canChange} />
              ))}
            </Stack>
          )}
          {list.hiddenCount > 0 && (
            <Typography sx={{ color: 'text.secondary' }}>
              {list.links.length > 0 ? 'It is also linked to' : 'This case is linked to'}{' '}
              {list.hiddenCount === 1 ? '1 case' : `${list.hiddenCount} cases`} you do not have access to.
            </Typography>
          )}
          {canChange && (
            <div>
              <Button
                variant="outlined"
                startIcon={<AddLinkOutlined />}
                onClick={() => setAdding(true)}
                sx={{ minHeight: 44 }}
              >
                Link another case
              </Button>
            </div>
          )}
          {adding && <AddCaseLinkDialog caseId={caseId} onClose={() => setAdding(false)} />}
        </>
      )}
    </SectionCard>
  );
}
