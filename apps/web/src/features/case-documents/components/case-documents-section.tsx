import {
  CASE_DOCUMENT_SOURCE_LABELS,
  CASE_DOCUMENT_SOURCES,
  type CaseDocument,
  type CaseDocumentSource,
} from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { LoadFailure } from '@/components/load-failure';
import { SCREEN_READER_ONLY } from '@/components/screen-reader-only';
import { SectionCard } from '@/components/section-card';
import { SelectInput } from '@/components/select-input';
import { toApiFailure } from '@/lib/api/api-failure';
import {
  useDeleteCaseDocumentMutation,
  useGetCaseDocumentsQuery,
  useGetDocumentDiariesQuery,
  useMarkApplicantItemSeenMutation,
} from '../api/case-documents-api';
import { useDocumentFile } from '../hooks/use-document-file';
import { AddDocumentDialog } from './add-document-dialog';
import { DocumentActions, type DocumentHandlers } from './document-actions';
import { DocumentPreviewDialog } from './document-preview-dialog';
import { fileLine, kindOf, NewChip, whoAndWhen } from './document-words';

const SOURCE_OPTIONS = [
  { value: '', label: 'All sources' },
  ...CASE_DOCUMENT_SOURCES.map((source) => ({ value: source, label: CASE_DOCUMENT_SOURCE_LABELS[source] })),
];

const isSource = (value: string): value is CaseDocumentSource =>
  (CASE_DOCUMENT_SOURCES as readonly string[]).includes(value);

function DocumentTable({ documents, handlers }: { documents: CaseDocument[]; handlers: DocumentHandlers }) {
  return (
    <Table size="small" aria-label="Documents on this case">
      <TableHead>
        <TableRow>
          <TableCell>Document</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>File</TableCell>
          <TableCell>Added by</TableCell>
          <TableCell>
            <Box component="span" sx={SCREEN_READER_ONLY}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {documents.map((document) => (
          <TableRow key={document.key}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{document.title}</span>
                <NewChip document={document} />
              </Stack>
              {document.diaryTitle && (
                <Typography variant="body2" color="text.secondary">
                  Diary: {document.diaryTitle}
                </Typography>
              )}
            </TableCell>
            <TableCell>{kindOf(document)}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {document.fileName}
              <Typography variant="body2" color="text.secondary">
                {fileLine(document)}
              </Typography>
            </TableCell>
            <TableCell>{whoAndWhen(document)}</TableCell>
            <TableCell>
              <DocumentActions document={document} handlers={handlers} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function DocumentRows({ documents, handlers }: { documents: CaseDocument[]; handlers: DocumentHandlers }) {
  return (
    <Stack
      component="ul"
      aria-label="Documents on this case"
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {documents.map((document) => (
        <Box component="li" key={document.key} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{document.title}</Typography>
            <NewChip document={document} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {kindOf(document)} · {document.fileName} · {fileLine(document)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {whoAndWhen(document)}
          </Typography>
          {/* The buttons' own padding pulled back, so their words line up with the text above. */}
          <Box sx={{ ml: '-5px' }}>
            <DocumentActions document={document} handlers={handlers} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * Every file of the case in one list, newest first (issue 39): documents filed on the case, diary
 * items' files, what the applicant sent (new until seen), quotes, variations and invoices; with
 * a preview in the page for PDFs and images, download, "Mark as seen" and "Add a document".
 */
export function CaseDocumentsSection({ caseId }: { caseId: number }) {
  const [source, setSource] = useState<CaseDocumentSource | ''>('');
  const query = useGetCaseDocumentsQuery({ params: { caseId }, query: source ? { source } : {} });
  const diaries = useGetDocumentDiariesQuery({ params: { caseId } });
  const [deleteDocument] = useDeleteCaseDocumentMutation();
  const [markSeen] = useMarkApplicantItemSeenMutation();
  const files = useDocumentFile(caseId);
  const [adding, setAdding] = useState(false);
  const [preview, setPreview] = useState<{ document: CaseDocument; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const list = query.data;

  const run = async (work: Promise<unknown>, what: string) => {
    setProblem(null);
    try {
      await work;
    } catch (error) {
      setProblem(`${what}: ${toApiFailure(error).message}`);
    }
  };
  const handlers: DocumentHandlers = {
    busy: files.busy,
    onPreview: (document) =>
      void files
        .fetchBlob(document)
        .then((blob) => blob && setPreview({ document, url: URL.createObjectURL(blob) })),
    onDownload: (document) => void files.save(document),
    onMarkSeen: (document) =>
      void run(
        markSeen({ params: { caseId, itemId: document.actionItemId ?? 0 } }).unwrap(),
        'It could not be marked as seen',
      ),
    onDelete: (document) => {
      if (!window.confirm(`Delete “${document.title}”? Its file goes with it.`)) return;
      void run(
        deleteDocument({ params: { caseId, documentId: document.documentId ?? 0 } }).unwrap(),
        'The document could not be deleted',
      );
    },
  };
  const shown = list?.documents ?? [];
  const failure = problem ?? files.failure;

  return (
    <SectionCard heading="Documents">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 220 }}>
          <SelectInput
            id="case-documents-source"
            label="Show"
            options={SOURCE_OPTIONS}
            name="source"
            value={source}
            onChange={(event) => setSource(isSource(event.target.value) ? event.target.value : '')}
          />
        </Box>
        {list?.can.add && (
          <Button variant="contained" onClick={() => setAdding(true)} sx={{ minHeight: 44 }}>
            Add a document
          </Button>
        )}
      </Stack>
      {failure && (
        <Alert severity="error" onClose={() => (problem ? setProblem(null) : files.clearFailure())}>
          {failure}
        </Alert>
      )}
      {query.error && !list ? (
        <LoadFailure
          message={`The documents could not be loaded: ${toApiFailure(query.error).message}`}
          onRetry={() => void query.refetch()}
        />
      ) : !list ? (
        <LinearProgress aria-label="Loading the documents" />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">
          {source ? 'No documents of this kind on this case.' : 'No documents on this case yet.'}
        </Typography>
      ) : phone ? (
        <DocumentRows documents={shown} handlers={handlers} />
      ) : (
        <DocumentTable documents={shown} handlers={handlers} />
      )}
      {adding && (
        <AddDocumentDialog caseId={caseId} diaries={diaries.data ?? []} onClose={() => setAdding(false)} />
      )}
      {preview && (
        <DocumentPreviewDialog
          document={preview.document}
          url={preview.url}
          onClose={() => {
            URL.revokeObjectURL(preview.url);
            setPreview(null);
          }}
          onDownload={() => void files.save(preview.document)}
        />
      )}
    </SectionCard>
  );
}
