import { CASE_VIEW_PAGE_SIZE_DEFAULT } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import { useCardLayout } from '@/components/data-list/use-card-layout';
import { LoadFailure } from '@/components/load-failure';
import { SectionCard } from '@/components/section-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetCaseViewsQuery } from '../api/case-views-api';
import { CaseViewsStack, CaseViewsTable } from './case-views-table';

const HEADING = 'Who has looked at this case';

/**
 * For the authority's ADMINs: every view of the case, download of its files and export that held
 * it, newest first, a page at a time. Read only once asked for (the page's own read of the case is
 * itself a look, and most visits do not need the list); the last second's looks may not show yet.
 */
export function CaseViewsSection({ caseId }: { caseId: number }) {
  const [shown, setShown] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const stacked = useCardLayout();
  const regionId = useId();
  const query = useGetCaseViewsQuery(
    shown ? { params: { caseId }, query: { pageNo, pageSize: CASE_VIEW_PAGE_SIZE_DEFAULT } } : skipToken,
  );
  const page = query.data;

  return (
    <SectionCard
      heading={HEADING}
      hint="Every view of this case, download of its files and export that included it, newest first."
    >
      <div>
        <Button
          variant="outlined"
          aria-expanded={shown}
          aria-controls={regionId}
          onClick={() => setShown((now) => !now)}
          sx={{ minHeight: 44 }}
        >
          {shown ? 'Hide who has looked' : 'Show who has looked'}
        </Button>
      </div>
      <div id={regionId} hidden={!shown}>
        {shown &&
          (query.error && !page ? (
            <LoadFailure
              message={`The list could not be loaded: ${toApiFailure(query.error).message}`}
              onRetry={() => void query.refetch()}
            />
          ) : !page ? (
            <LinearProgress aria-label="Loading who has looked at this case" />
          ) : page.totalRecords === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>Nobody has looked at this case yet.</Typography>
          ) : (
            <>
              {stacked ? <CaseViewsStack views={page.data} /> : <CaseViewsTable views={page.data} />}
              <TablePagination
                component="div"
                count={page.totalRecords}
                page={page.pageNo - 1}
                rowsPerPage={page.pageSize}
                rowsPerPageOptions={[]}
                onPageChange={(_event, next) => setPageNo(next + 1)}
                labelDisplayedRows={({ from, to, count }) => `${from}–${to} of ${count}`}
              />
            </>
          ))}
      </div>
    </SectionCard>
  );
}
