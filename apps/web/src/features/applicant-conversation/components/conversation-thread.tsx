import type { ConversationEntry } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { formatLongDateTime } from '@/lib/format-date';
import type { ThreadPages } from '../hooks/use-thread-pages';
import { EarlierMessages } from './earlier-messages';

/** Whose page the thread is on: the officer's case page, or the applicant's portal. */
export type ThreadViewer = 'officer' | 'applicant';

/** Who wrote an entry, and what it is, in the viewer's words. */
function headingOf(entry: ConversationEntry, viewer: ThreadViewer): string {
  const applicant = viewer === 'applicant' ? 'You' : 'The applicant';
  switch (entry.type) {
    case 'applicant-message':
      return `${applicant} wrote`;
    case 'applicant-document':
      return `${applicant} sent a document`;
    case 'officer-reply':
      return viewer === 'applicant'
        ? `${entry.officerName} (your officer) wrote`
        : `${entry.officerName} replied`;
    case 'document-request':
      return viewer === 'applicant'
        ? `${entry.officerName} (your officer) asked you for documents`
        : `${entry.officerName} asked for documents`;
  }
}

function bodyOf(entry: ConversationEntry) {
  switch (entry.type) {
    case 'applicant-message':
    case 'officer-reply':
      return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.text}</Typography>;
    case 'applicant-document':
      return (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {entry.name}
          </Box>
          {entry.note ? ` — ${entry.note}` : ''}
        </Typography>
      );
    case 'document-request':
      return <Typography sx={{ overflowWrap: 'anywhere' }}>{entry.labels.join(', ')}</Typography>;
  }
}

/** Whether the entry is the viewer's side of the conversation (drawn to the right). */
const isOwn = (entry: ConversationEntry, viewer: ThreadViewer) =>
  (entry.type === 'officer-reply' || entry.type === 'document-request') === (viewer === 'officer');

type ConversationThreadProps = {
  pages: ThreadPages;
  viewer: ThreadViewer;
  emptyText: string;
};

/**
 * The conversation oldest first, each entry with who, what and when (UK time): the viewer's own
 * side on the right, the other's on the left, as a list a screen reader reads in order. Above it,
 * while there are earlier messages, a button reads the page before; those come in above, and focus
 * moves to the first of them, so the reader reads on from there into what they had.
 */
export function ConversationThread({ pages, viewer, emptyText }: ConversationThreadProps) {
  const { entries, firstAddedKey } = pages;
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!firstAddedKey) return;
    list.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(firstAddedKey)}"]`)?.focus();
  }, [firstAddedKey]);

  if (entries.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography>;
  return (
    <Stack spacing={1.5}>
      <EarlierMessages pages={pages} />
      <Stack
        ref={list}
        component="ol"
        spacing={1.5}
        aria-label="Messages, oldest first"
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {entries.map((entry) => {
          const own = isOwn(entry, viewer);
          return (
            <Box
              component="li"
              key={entry.key}
              data-key={entry.key}
              tabIndex={entry.key === firstAddedKey ? -1 : undefined}
              sx={{
                alignSelf: own ? 'flex-end' : 'flex-start',
                maxWidth: { xs: '92%', sm: '80%' },
                px: 2,
                py: 1.5,
                borderRadius: 2,
                border: 1,
                borderColor: own ? 'primary.main' : 'divider',
                bgcolor: own ? 'action.selected' : 'background.paper',
                '&:focus': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {headingOf(entry, viewer)}
              </Typography>
              <Typography variant="body2" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
                <time dateTime={entry.at}>{formatLongDateTime(entry.at)}</time>
              </Typography>
              {bodyOf(entry)}
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
