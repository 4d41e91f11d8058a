import {
  SUBJECT_ACCESS_MATCH_LABELS,
  SUBJECT_ACCESS_MESSAGES,
  type SubjectAccessMatch,
  type SubjectAccessResult,
} from '@casekeeper/contract';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormMessage } from '@/components/form-message';
import { SectionCard } from '@/components/section-card';
import { useSubjectExport } from '../hooks/use-subject-export';

const matchedWords = (matched: readonly SubjectAccessMatch[]) =>
  `Found by: ${matched.map((match) => SUBJECT_ACCESS_MATCH_LABELS[match].toLowerCase()).join(', ')}`;

/** A record found, ticked to be exported: what it is, and under it why it was found. */
function Found({
  label,
  detail,
  checked,
  onChange,
}: {
  label: ReactNode;
  detail: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', mx: 0, gap: 1 }}
      control={
        <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} sx={{ mt: -0.75 }} />
      }
      label={
        <Stack spacing={0.25}>
          <span>{label}</span>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {detail}
          </Typography>
        </Stack>
      }
    />
  );
}

const toggled = (ids: readonly number[], id: number, on: boolean) =>
  on ? [...ids, id] : ids.filter((other) => other !== id);

/**
 * What a search found: each case and applicant account with a tick (all ticked at first), whether
 * to include warning notes, and the download of what is ticked.
 */
export function SubjectResults({ result }: { result: SubjectAccessResult }) {
  const [caseIds, setCaseIds] = useState(() => result.cases.map((found) => found.id));
  const [applicantIds, setApplicantIds] = useState(() => result.applicants.map((found) => found.id));
  const [includeWarningNotes, setIncludeWarningNotes] = useState(false);
  const [nothingChosen, setNothingChosen] = useState(false);
  const exporter = useSubjectExport();
  const nothingFound = result.cases.length === 0 && result.applicants.length === 0;

  const download = () => {
    const none = caseIds.length + applicantIds.length === 0;
    setNothingChosen(none);
    if (!none) exporter.download({ caseIds, applicantIds, includeWarningNotes });
  };

  if (nothingFound) {
    return (
      <SectionCard heading="Found">
        <Typography role="status">
          Nothing held matches. Check the spelling, or search by another identifier.
        </Typography>
      </SectionCard>
    );
  }

  return (
    <SectionCard
      heading="Found"
      hint="Untick anything that is someone else's. The audit entries about what is ticked are in the export."
    >
      <Typography role="status">
        {result.cases.length} {result.cases.length === 1 ? 'case' : 'cases'}, {result.applicants.length}{' '}
        {result.applicants.length === 1 ? 'applicant account' : 'applicant accounts'} and{' '}
        {result.auditEntries} {result.auditEntries === 1 ? 'audit entry' : 'audit entries'} about them.
      </Typography>
      {result.truncated && (
        <Alert severity="warning">Only the first 100 of each are listed: search more narrowly.</Alert>
      )}
      {result.cases.length > 0 && (
        <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Cases
          </Typography>
          {result.cases.map((found) => (
            <Found
              key={found.id}
              label={
                <>
                  <strong>{found.caseNumber}</strong> {found.clientName}
                  {found.dateOfBirth
                    ? `, born ${found.dateOfBirth.split('-').reverse().join('/')}`
                    : ''} · {found.statusName}
                </>
              }
              detail={`${found.address}. ${matchedWords(found.matched)}`}
              checked={caseIds.includes(found.id)}
              onChange={(on) => setCaseIds((ids) => toggled(ids, found.id, on))}
            />
          ))}
        </Stack>
      )}
      {result.applicants.length > 0 && (
        <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            Applicant accounts
          </Typography>
          {result.applicants.map((found) => (
            <Found
              key={found.id}
              label={
                <>
                  <strong>{found.email}</strong> {found.name}
                </>
              }
              detail={`${found.cases.length > 0 ? `Follows ${found.cases.map((followed) => followed.caseNumber).join(', ')}. ` : ''}${matchedWords(found.matched)}`}
              checked={applicantIds.includes(found.id)}
              onChange={(on) => setApplicantIds((ids) => toggled(ids, found.id, on))}
            />
          ))}
        </Stack>
      )}
      <div>
        <FormControlLabel
          sx={{ mx: 0 }}
          control={
            <Checkbox
              checked={includeWarningNotes}
              onChange={(event) => setIncludeWarningNotes(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'subject-warning-notes-hint' } }}
            />
          }
          label="Include warning notes"
        />
        <FormHelperText id="subject-warning-notes-hint" sx={{ mx: 0 }}>
          Warning notes are written for staff. Leave them out unless you have decided the person should see
          them.
        </FormHelperText>
      </div>
      <FormMessage message={nothingChosen ? SUBJECT_ACCESS_MESSAGES.nothingChosen : exporter.failure} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined aria-hidden />}
          onClick={download}
          aria-disabled={exporter.received !== null}
          sx={{ alignSelf: 'flex-start' }}
        >
          Download ZIP
        </Button>
        {exporter.progress && (
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            {exporter.progress}
          </Typography>
        )}
      </Stack>
    </SectionCard>
  );
}
