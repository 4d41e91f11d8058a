import type { SubjectAccessResult, SubjectAccessSearchFields } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { pageTitle } from '@/config/app';
import { useSearchSubjectMutation } from '../api/subject-access-api';
import { SubjectResults } from '../components/subject-results';
import { SubjectSearchForm } from '../components/subject-search-form';

const HEADING = 'Subject access';

/**
 * /authority/subject-access (docs/personal-data.md, "Subject access"): an authority ADMIN finds
 * what is held about a person and downloads it as one ZIP. The server refuses everyone else (403).
 */
export function SubjectAccessPage() {
  const [searchSubject] = useSearchSubjectMutation();
  const [found, setFound] = useState<{ result: SubjectAccessResult; key: number } | null>(null);

  const search = async (fields: SubjectAccessSearchFields) => {
    const { data } = await searchSubject({ body: fields }).unwrap();
    // A new search starts its ticks afresh.
    setFound((previous) => ({ result: data, key: (previous?.key ?? 0) + 1 }));
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <title>{pageTitle(HEADING)}</title>
      <div>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {HEADING}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: '70ch' }}>
          Find everything held about a person who has asked for their data, and download it as one ZIP: a
          readable PDF, the data as JSON, and their files. Searches and downloads are recorded in the audit
          log.
        </Typography>
      </div>
      <SubjectSearchForm onSearch={search} />
      {found && <SubjectResults key={found.key} result={found.result} />}
    </Stack>
  );
}
