import type { DocumentRequest } from '@casekeeper/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormMessage } from '@/components/form-message';
import { toApiFailure } from '@/lib/api/api-failure';
import { formatIsoDay, formatLongDateTime } from '@/lib/format-date';
import { useAcceptDocumentRequestMutation } from '../api/conversation-api';
import { requestStateChip } from '../lib/request-state';
import { AskAgainDialog } from './ask-again-dialog';

type OfficerRequestsProps = { requests: DocumentRequest[]; canReview: boolean };

/**
 * The documents asked of the applicant, oldest first: what, by when, where each stands, what was
 * sent against it; the officer accepts what came, or asks again with a reason.
 */
export function OfficerRequests({ requests, canReview }: OfficerRequestsProps) {
  const [accept, { isLoading }] = useAcceptDocumentRequestMutation();
  const [askingAgain, setAskingAgain] = useState<DocumentRequest | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (requests.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>No documents asked for yet.</Typography>;
  const onAccept = async (request: DocumentRequest) => {
    setProblem(null);
    try {
      await accept({ params: { id: request.id } }).unwrap();
    } catch (error) {
      setProblem(toApiFailure(error).message);
    }
  };
  return (
    <>
      <FormMessage message={problem} />
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {requests.map((request) => {
          const chip = requestStateChip(request);
          return (
            <Stack
              component="li"
              key={request.id}
              spacing={1}
              sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}
            >
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
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Due by {formatIsoDay(request.dueOn)} · asked {formatLongDateTime(request.askedAt)}
              </Typography>
              {request.reason && <Typography variant="body2">Asked again: {request.reason}</Typography>}
              {request.uploads.length > 0 && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  Sent:{' '}
                  {request.uploads
                    .map((upload) => `${upload.name} (${formatLongDateTime(upload.sentAt)})`)
                    .join('; ')}
                </Typography>
              )}
              {canReview && request.state !== 'ACCEPTED' && (
                <Stack direction="row" spacing={1}>
                  <Button
                    variant={request.state === 'SENT' ? 'contained' : 'outlined'}
                    disabled={isLoading || request.uploads.length === 0}
                    onClick={() => void onAccept(request)}
                    aria-label={`Accept ${request.label}`}
                  >
                    Accept
                  </Button>
                  <Button
                    variant="outlined"
                    onClick={() => setAskingAgain(request)}
                    aria-label={`Ask again for ${request.label}`}
                  >
                    Ask again
                  </Button>
                </Stack>
              )}
            </Stack>
          );
        })}
      </Stack>
      {askingAgain && <AskAgainDialog request={askingAgain} onClose={() => setAskingAgain(null)} />}
    </>
  );
}
