import type { CaseMaster } from '@casekeeper/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { FormMessage } from '@/components/form-message';
import { SectionCard } from '@/components/section-card';
import { toApiFailure } from '@/lib/api/api-failure';
import { formatLongDateTime } from '@/lib/format-date';
import { portalApi, useGetPortalCaseQuery } from '../api/portal-api';
import { ApprovedGrant } from '../components/approved-grant';
import { CaseStages } from '../components/case-stages';
import { DocumentForm } from '../components/document-form';
import { MessageForm } from '../components/message-form';
import { SentDocuments } from '../components/sent-documents';
import { readStoredCaseMaster } from '@/lib/session/stored-case-master';

const DOCUMENT_CHECK_POLL_MS = 5_000;

/**
 * /portal/case: where the applicant's application stands, in plain words: its stage and what
 * that means, the stages reached and when, visits the officer shared, and whom to contact. Shown
 * at once from the case master stored at sign-in, then as the server has it now.
 */
export function PortalCasePage({ conversation }: { conversation?: ReactNode }) {
  const dispatch = useDispatch();
  // While a document sent is being checked for viruses, the case is asked for again until it has been.
  const known = portalApi.endpoints.getPortalCase.useQueryState();
  const checking = known.data?.sentDocuments.some((document) => document.state === 'CHECKING') ?? false;
  const { data, error, refetch } = useGetPortalCaseQuery(undefined, {
    pollingInterval: checking ? DOCUMENT_CHECK_POLL_MS : 0,
  });
  const caseMaster = data ?? readStoredCaseMaster();

  if (!caseMaster) {
    return (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          Your application
        </Typography>
        {error ? (
          <FormMessage message={toApiFailure(error).message} />
        ) : (
          <Typography>Loading your case…</Typography>
        )}
      </Stack>
    );
  }
  const onDocumentSent = () => {
    void refetch();
    // The document joins the conversation too.
    dispatch(portalApi.util.invalidateTags([{ type: 'Conversation', id: 'PORTAL' }]));
  };
  return (
    <CaseMasterView caseMaster={caseMaster} onDocumentSent={onDocumentSent} conversation={conversation} />
  );
}

function CaseMasterView({
  caseMaster,
  onDocumentSent,
  conversation,
}: {
  caseMaster: CaseMaster;
  onDocumentSent: () => void;
  /** The conversation with the officer and the documents asked for (features/applicant-conversation). */
  conversation?: ReactNode;
}) {
  const { status, stages, visits, officer, team } = caseMaster;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <div>
        <Typography variant="h4" component="h1">
          Your application
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>Case number {caseMaster.caseNumber}</Typography>
      </div>

      <SectionCard heading="Where your application is">
        <div>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {status.label}
          </Typography>
          <Typography sx={{ mt: 0.5 }}>{status.meaning}</Typography>
        </div>
        <CaseStages stages={stages} />
      </SectionCard>

      {caseMaster.grant && <ApprovedGrant grant={caseMaster.grant} />}

      <SectionCard heading="Visits and appointments">
        {visits.length === 0 ? (
          <Typography>No visits are booked at the moment. We will tell you when one is.</Typography>
        ) : (
          <Stack component="ul" spacing={2} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {visits.map((visit) => (
              <li key={visit.id}>
                <Typography sx={{ fontWeight: 700 }}>{formatLongDateTime(visit.scheduledAt)}</Typography>
                <Typography>
                  {visit.what}: {visit.description}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </SectionCard>

      {conversation}

      <SectionCard
        heading="Send a message to your officer"
        hint="It goes to your case officer with your case. For anything urgent, telephone the council."
      >
        <MessageForm />
      </SectionCard>

      <SectionCard
        heading="Send a document"
        hint="If your officer has asked you for a document, you can send it here: a photo or scan is fine."
      >
        <DocumentForm onSent={onDocumentSent} />
        <SentDocuments documents={caseMaster.sentDocuments} />
      </SectionCard>

      <SectionCard heading="Who to contact">
        <Typography>
          {officer ? `Your case officer is ${officer.name}.` : 'A case officer will be given your case soon.'}
        </Typography>
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 700 }}>{team.name}</Typography>
          {team.email && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              E-mail: <Link href={`mailto:${team.email}`}>{team.email}</Link>
            </Typography>
          )}
          {team.phone && (
            <Typography>
              Telephone: <Link href={`tel:${team.phone.replace(/\s/g, '')}`}>{team.phone}</Link>
            </Typography>
          )}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
