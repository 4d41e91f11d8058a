import { PORTAL_DOCUMENT_STATE_LABELS, type CaseMaster } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatLongDateTime } from '@/lib/format-date';

/**
 * The documents the applicant sent, newest first, each with where it stands: being checked for
 * viruses, received, or not accepted (said in words, and in the error colour, so they send another).
 */
export function SentDocuments({ documents }: { documents: CaseMaster['sentDocuments'] }) {
  if (documents.length === 0) return null;
  return (
    <div>
      <Typography variant="h6" component="h3">
        Documents you have sent
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none' }}>
        {documents.map((document) => (
          <li key={`${document.sentAt}-${document.name}`}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{document.name}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              Sent {formatLongDateTime(document.sentAt)}
            </Typography>
            <Typography sx={{ color: document.state === 'REFUSED' ? 'error.main' : 'text.primary' }}>
              {PORTAL_DOCUMENT_STATE_LABELS[document.state]}
            </Typography>
          </li>
        ))}
      </Stack>
    </div>
  );
}
