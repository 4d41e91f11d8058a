import {
  DUPLICATE_REASON_LABELS,
  DEFAULT_DEBOUNCE_MS,
  type PossibleDuplicate,
  type PossibleDuplicatesRequest,
} from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useMemo } from 'react';
import { SCREEN_READER_ONLY } from '@/components/screen-reader-only';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGetPossibleDuplicatesQuery } from '../api/linked-cases-api';

/** Whether enough is typed to match a client (names and date of birth) or an address. */
function isAskable(draft: PossibleDuplicatesRequest): boolean {
  const client = Boolean(draft.clientFirstName && draft.clientLastName && draft.clientDateOfBirth);
  const address = Boolean(draft.uprn || (draft.postCode && draft.addressLine1));
  return client || address;
}

/** "Same client and same address". */
function reasonsInWords(match: PossibleDuplicate): string {
  const words = match.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join(' and ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/**
 * Above the new case's Save button: the cases of the authority the caller can see with the same
 * client or the same address, each opening in a new tab, once the officer has typed enough and
 * paused. A warning only: the case can still be added.
 */
export function PossibleDuplicatesWarning({
  draft,
  debounceMs = DEFAULT_DEBOUNCE_MS,
}: {
  draft: PossibleDuplicatesRequest;
  debounceMs?: number;
}) {
  const titleId = useId();
  const key = isAskable(draft) ? JSON.stringify(draft) : null;
  const settled = useDebouncedValue(key, debounceMs);
  const body = useMemo(
    () => (settled === null ? null : (JSON.parse(settled) as PossibleDuplicatesRequest)),
    [settled],
  );
  const query = useGetPossibleDuplicatesQuery(body ? { body } : skipToken);
  const matches = key === null ? [] : (query.data?.matches ?? []);

  return (
    // Always in the page, so that screen readers announce the warning when it appears.
    <div role="status" aria-live="polite">
      {matches.length > 0 && (
        <Alert severity="warning" variant="outlined" role="region" aria-labelledby={titleId}>
          <AlertTitle id={titleId} component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
            {matches.length === 1
              ? 'A case like this one already exists'
              : 'Cases like this one already exist'}
          </AlertTitle>
          Check {matches.length === 1 ? 'it' : 'them'} before you add this case. You can still add it.
          <ul style={{ margin: '8px 0 0', paddingLeft: '1.25rem' }}>
            {matches.map((match) => (
              <li key={match.id} style={{ marginBottom: 8 }}>
                <Link
                  href={paths.caseManager.edit(match.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ fontWeight: 700, display: 'inline-block', py: 0.5 }}
                >
                  {match.caseNumber}{' '}
                  <Box component="span" sx={SCREEN_READER_ONLY}>
                    (opens in a new tab)
                  </Box>
                </Link>{' '}
                {match.clientName}, {match.addressLine1}, {match.postCode} ({match.statusName})
                <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {reasonsInWords(match)}
                </Box>
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
