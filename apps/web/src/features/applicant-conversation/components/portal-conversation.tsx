import type { DocumentRequest } from '@casekeeper/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormMessage } from '@/components/form-message';
import { SectionCard } from '@/components/section-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { formatIsoDay } from '@/lib/format-date';
import { useGetPortalConversationQuery, useLazyGetPortalConversationQuery } from '../api/conversation-api';
import { useThreadPages } from '../hooks/use-thread-pages';
import { requestStateChip } from '../lib/request-state';
import { ConversationThread } from './conversation-thread';
import { RequestUpload } from './request-upload';

/** What the applicant reads of a request's state: plain words, not the council's. */
const STATE_WORDS: Record<DocumentRequest['state'], string> = {
  REQUESTED: 'Please send this.',
  SENT: 'Sent. Your officer will check it.',
  ACCEPTED: 'Accepted. Thank you.',
  ASKED_AGAIN: 'Your officer has asked for this again.',
};

function PortalRequest({ request, onSent }: { request: DocumentRequest; onSent: () => void }) {
  const chip = requestStateChip(request);
  const open = request.state === 'REQUESTED' || request.state === 'ASKED_AGAIN';
  return (
    <Stack component="li" spacing={1} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {request.label}
        </Typography>
        <Chip
          size="small"
          label={chip.label}
          color={chip.color}
          variant={chip.color === 'default' ? 'outlined' : 'filled'}
        />
      </Stack>
      <Typography>
        {STATE_WORDS[request.state]} {open && `Please send it by ${formatIsoDay(request.dueOn)}.`}
      </Typography>
      {request.reason && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <strong>Why:</strong> {request.reason}
        </Typography>
      )}
      {request.uploads.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          You sent: {request.uploads.map((upload) => upload.name).join(', ')}
        </Typography>
      )}
      {open && <RequestUpload request={request} onSent={onSent} />}
    </Stack>
  );
}

/**
 * The applicant's side of the conversation on the portal: the documents their officer asked for
 * (each sent from here), then the thread of messages, replies and documents, oldest first: the
 * newest page, and earlier pages on asking.
 */
export function PortalConversation() {
  const { data, error, refetch } = useGetPortalConversationQuery();
  const [readPage] = useLazyGetPortalConversationQuery();
  const pages = useThreadPages(data, (cursor) => readPage({ query: { cursor } }, true).unwrap());
  if (error) return <FormMessage message={toApiFailure(error).message} />;
  if (!data) return <Typography>Loading your messages…</Typography>;
  return (
    <>
      {data.requests.length > 0 && (
        <SectionCard
          heading="Documents your officer asked for"
          hint="Send each one here: a photo or scan is fine."
        >
          <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {data.requests.map((request) => (
              <PortalRequest key={request.id} request={request} onSent={() => void refetch()} />
            ))}
          </Stack>
        </SectionCard>
      )}
      <SectionCard
        heading="Your messages"
        hint="Your messages and documents, and your officer’s replies, oldest first (UK time)."
      >
        <ConversationThread
          pages={pages}
          viewer="applicant"
          emptyText="No messages yet. You can write to your officer below."
        />
      </SectionCard>
    </>
  );
}
