import type { ConversationEntry } from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDateTime } from '@/lib/format-date';

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
  entries: ConversationEntry[];
  viewer: ThreadViewer;
  emptyText: string;
};

/**
 * The conversation oldest first, each entry with who, what and when (UK time): the viewer's own
 * side on the right, the other's on the left, as a list a screen reader reads in order.
 */
export function ConversationThread({ entries, viewer, emptyText }: ConversationThreadProps) {
  if (entries.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{emptyText}</Typography>;
  return (
    <Stack
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
            sx={{
              alignSelf: own ? 'flex-end' : 'flex-start',
              maxWidth: { xs: '92%', sm: '80%' },
              px: 2,
              py: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: own ? 'primary.main' : 'divider',
              bgcolor: own ? 'action.selected' : 'background.paper',
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
  );
}
