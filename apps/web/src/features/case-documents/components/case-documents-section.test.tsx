import { caseDocumentEndpoints, diaryEndpoints, type CaseDocument } from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showWithStore } from '@/features/payments/testing/show-with-store';
import { answer, callsTo } from '@/testing/fake-api';
import { CaseDocumentsSection } from './case-documents-section';

const filed: CaseDocument = {
  key: 'DOCUMENT-1',
  source: 'DOCUMENT',
  type: 'OT_ASSESSMENT',
  title: 'OT assessment of the stairs',
  fileName: 'ot.pdf',
  sizeBytes: 12_288,
  contentType: 'application/pdf',
  scanStatus: 'CLEAN',
  uploadedByName: 'Olive Officer',
  uploadedAt: '2026-03-02T10:00:00.000Z',
  diaryId: null,
  diaryTitle: null,
  isNew: false,
  downloadPath: '/case/42/documents/file/1',
  actionItemId: null,
  documentId: 1,
  can: { delete: true, markSeen: false },
};

const sent: CaseDocument = {
  ...filed,
  key: 'APPLICANT-7',
  source: 'APPLICANT',
  type: null,
  title: 'Document from Ada Lovelace: Proof of income',
  fileName: 'payslip.pdf',
  scanStatus: 'PENDING',
  uploadedByName: 'Ada Lovelace',
  isNew: true,
  downloadPath: '/actionItemFile/download/7',
  actionItemId: 7,
  documentId: null,
  can: { delete: false, markSeen: true },
};

describe('CaseDocumentsSection', () => {
  it('lists every file with who and when, marks what the applicant sent as new, and marks it seen', async () => {
    let documents = [sent, filed];
    answer(caseDocumentEndpoints.list, () => ({ documents, can: { add: true } }));
    answer(diaryEndpoints.list, () => []);
    answer(caseDocumentEndpoints.markSeen, () => {
      documents = [{ ...sent, isNew: false, can: { delete: false, markSeen: false } }, filed];
      return null;
    });
    showWithStore(<CaseDocumentsSection caseId={42} />);

    const table = await screen.findByRole('table', { name: 'Documents on this case' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Document from Ada Lovelace: Proof of income');
    expect(rows[0]).toHaveTextContent('New');
    expect(rows[0]).toHaveTextContent('From the applicant');
    expect(rows[0]).toHaveTextContent('Being checked for viruses');
    // Not yet checked: no preview, no download; nobody on staff may delete it.
    expect(
      within(rows[0] as HTMLElement).queryByRole('button', { name: /Preview|Download|Delete/ }),
    ).toBeNull();
    expect(rows[1]).toHaveTextContent('OT assessment');
    expect(rows[1]).toHaveTextContent('Olive Officer');
    expect(screen.getByRole('button', { name: 'Preview OT assessment of the stairs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete OT assessment of the stairs' })).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Mark Document from Ada Lovelace: Proof of income as seen' }),
    );
    expect(callsTo(caseDocumentEndpoints.markSeen)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /as seen/ })).toBeNull());
    expect(within(screen.getAllByRole('row')[1] as HTMLElement).queryByText('New')).toBeNull();
  });

  it('refuses an empty "Add a document" form with the contract’s messages, sending nothing', async () => {
    answer(caseDocumentEndpoints.list, () => ({ documents: [], can: { add: true } }));
    answer(diaryEndpoints.list, () => []);
    showWithStore(<CaseDocumentsSection caseId={42} />);

    expect(await screen.findByText('No documents on this case yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a document' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add document' }));
    expect(await within(dialog).findByText(/Choose the type of document/)).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a name for the document')).toBeInTheDocument();
    expect(callsTo(caseDocumentEndpoints.add)).toHaveLength(0);
  });

  it('files a document with no diary chosen without sending a diary at all', async () => {
    answer(caseDocumentEndpoints.list, () => ({ documents: [], can: { add: true } }));
    answer(diaryEndpoints.list, () => []);
    answer(caseDocumentEndpoints.add, () => ({ ...filed }));
    showWithStore(<CaseDocumentsSection caseId={42} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add a document' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a document' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Type/ }), 'OT assessment');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'OT report');
    const chooser = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(chooser, new File(['%PDF-1.4'], 'ot.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add document' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const form = callsTo(caseDocumentEndpoints.add)[0]?.body as FormData;
    expect([
      form.get('type'),
      form.get('name'),
      form.has('diaryId'),
      (form.get('file') as File).name,
    ]).toEqual(['OT_ASSESSMENT', 'OT report', false, 'ot.pdf']);
  });

  it('offers READONLY no way to add, delete or mark as seen', async () => {
    answer(caseDocumentEndpoints.list, () => ({
      documents: [{ ...filed, can: { delete: false, markSeen: false } }],
      can: { add: false },
    }));
    answer(diaryEndpoints.list, () => []);
    showWithStore(<CaseDocumentsSection caseId={42} />);

    expect(
      await screen.findByRole('button', { name: 'Download OT assessment of the stairs' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a document' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete|as seen/ })).toBeNull();
  });
});
