import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { pageTitle } from '@/config/app';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetLetterheadQuery } from '../api/letters-api';
import { LetterheadForm } from '../components/letterhead-form';
import { LetterTemplatesSection } from '../components/letter-templates-section';

const HEADING = 'Letters';

/**
 * /authority/letters (docs/letters.md): the authority's letterhead and letter templates, changed by
 * its ADMINs. The server refuses READONLY users (403).
 */
export function LetterTemplatesPage() {
  const letterhead = useGetLetterheadQuery({});
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <title>{pageTitle(HEADING)}</title>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {HEADING}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: '70ch' }}>
          The letters officers send from a case: each is filled in with the case&rsquo;s details, printed on
          the letterhead as a PDF, filed under the case&rsquo;s documents and noted in its diary.
        </Typography>
      </div>
      <LetterTemplatesSection />
      {letterhead.isLoading && <PageLoading />}
      {letterhead.isError && (
        <LoadFailure
          message={toApiFailure(letterhead.error).message}
          onRetry={() => void letterhead.refetch()}
        />
      )}
      {letterhead.data && <LetterheadForm key={letterhead.data.version} letterhead={letterhead.data} />}
    </Stack>
  );
}
