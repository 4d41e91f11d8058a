import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadFailure } from '@/components/load-failure';
import { PageLoading } from '@/components/page-loading';
import { SectionCard } from '@/components/section-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { useGetConversationQuery, useLazyGetConversationQuery } from '../api/conversation-api';
import { useThreadPages } from '../hooks/use-thread-pages';
import { AskForDocumentsDialog } from './ask-for-documents-dialog';
import { ConversationThread } from './conversation-thread';
import { OfficerRequests } from './officer-requests';
import { ReplyForm } from './reply-form';

/**
 * A case's Messages tab (issue 39): the conversation with the applicant, oldest first (the newest
 * page, and earlier pages on asking), with the officer's reply below it; then the documents asked of the applicant, to accept or ask again.
 */
export function CaseConversation({ caseId }: { caseId: number }) {
  const { data, error, isLoading, refetch } = useGetConversationQuery({ params: { caseId } });
  const [readPage] = useLazyGetConversationQuery();
  const pages = useThreadPages(data, (cursor) =>
    readPage({ params: { caseId }, query: { cursor } }, true).unwrap(),
  );
  const [asking, setAsking] = useState(false);

  if (error) return <LoadFailure message={toApiFailure(error).message} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <PageLoading inline />;

  return (
    <Stack spacing={3}>
      <SectionCard
        heading="Conversation with the applicant"
        hint="What the applicant sent from the portal and your replies, oldest first, in UK time."
      >
        <ConversationThread pages={pages} viewer="officer" emptyText="No messages yet." />
        {data.can.reply ? (
          <ReplyForm caseId={caseId} />
        ) : (
          !data.applicantFollows && (
            <Typography sx={{ color: 'text.secondary' }}>
              The client does not follow this case online, so there is nobody to reply to here. Invite them
              from the Overview.
            </Typography>
          )
        )}
      </SectionCard>
      <SectionCard
        heading="Documents asked for"
        hint="Each is due by its date; one not sent by then is overdue in your alarms and My work."
      >
        {data.can.ask && (
          <div>
            <Button variant="contained" onClick={() => setAsking(true)}>
              Ask for documents
            </Button>
          </div>
        )}
        <OfficerRequests requests={data.requests} canReview={data.can.review} />
      </SectionCard>
      {asking && <AskForDocumentsDialog caseId={caseId} onClose={() => setAsking(false)} />}
    </Stack>
  );
}
