import {
  CASE_MASTER_STORAGE_KEY,
  FILE_MESSAGES,
  PORTAL_LIMIT_MESSAGES,
  PORTAL_DOCUMENT_STATE_LABELS,
  PORTAL_MESSAGES,
  portalEndpoints,
  type CaseMaster,
} from '@casekeeper/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '@/app/store/app-store';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { sampleCaseMaster } from '@/testing/sample-case-master';
import { sessionUser, storeSessionUser } from '@/testing/session-user';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));

beforeEach(() => {
  storeSessionUser({ user_type: 'APPLICANT', role: null, first_name: 'Peggy' });
  vi.mocked(getCurrentUser).mockResolvedValue(sessionUser({ user_type: 'APPLICANT', role: null }));
});
afterEach(resetAppStoreForTests);

const section = (name: string) => screen.getByRole('region', { name });

describe('/portal/case', { timeout: 60_000 }, () => {
  it('says where the application is in plain words, the stages reached, the visits shared and whom to contact', async () => {
    answer(portalEndpoints.case, () => sampleCaseMaster());
    renderApp('/portal/case');

    expect(await screen.findByText('Case number HBC-2026-00042')).toBeInTheDocument();
    const status = section('Where your application is');
    expect(
      within(status).getByText('Your grant has been approved. The next step is ordering the work.'),
    ).toBeVisible();
    const stages = within(status).getAllByRole('listitem');
    expect(stages.map((stage) => stage.textContent)).toEqual([
      'Enquiry received1 September 2026',
      'Application received2 October 2026',
      'Grant approved20 November 2026',
    ]);
    expect(stages.at(-1)).toHaveAttribute('aria-current', 'step');

    expect(
      within(section('Visits and appointments')).getByText('Thursday, 3 December 2026 at 10:00'),
    ).toBeVisible();
    const contact = section('Who to contact');
    expect(within(contact).getByText('Your case officer is Sam Officer.')).toBeVisible();
    expect(
      within(contact).getByRole('link', { name: 'adaptations@hambleton.example.gov.uk' }),
    ).toHaveAttribute('href', 'mailto:adaptations@hambleton.example.gov.uk');
    expect(within(contact).getByRole('link', { name: '01609 779977' })).toHaveAttribute(
      'href',
      'tel:01609779977',
    );
  });

  it('shows the case master stored at sign-in until the server answers, then the server’s', async () => {
    localStorage.setItem(CASE_MASTER_STORAGE_KEY, JSON.stringify(sampleCaseMaster()));
    let answerNow: (value: unknown) => void = () => undefined;
    const later = new Promise((resolve) => (answerNow = resolve));
    answer(portalEndpoints.case, () => later);
    renderApp('/portal/case');

    expect(await screen.findByText('Your case officer is Sam Officer.')).toBeVisible();
    answerNow(sampleCaseMaster({ officer: null, visits: [] }));
    expect(await screen.findByText('A case officer will be given your case soon.')).toBeVisible();
    expect(
      screen.getByText('No visits are booked at the moment. We will tell you when one is.'),
    ).toBeVisible();
  });

  it('sends a message to the officer, saying so and emptying the box; a blank one is refused before sending', async () => {
    answer(portalEndpoints.case, () => sampleCaseMaster());
    answer(
      portalEndpoints.message,
      () => ({ sentAt: '2026-11-25T10:00:00.000Z' }),
      PORTAL_MESSAGES.messageSent,
    );
    renderApp('/portal/case');
    const box = await screen.findByRole('textbox', { name: /^Your message/ });

    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Write your message')).toBeVisible();
    expect(callsTo(portalEndpoints.message)).toEqual([]);

    await userEvent.type(box, 'Tuesday morning suits me.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(PORTAL_MESSAGES.messageSent)).toBeVisible();
    expect(callsTo(portalEndpoints.message).map(({ body }) => body)).toEqual([
      { message: 'Tuesday morning suits me.' },
    ]);
    expect(box).toHaveValue('');
  });

  it('sends a document with what it is, refusing a program before uploading and a missing note or file', async () => {
    answer(portalEndpoints.case, () => sampleCaseMaster());
    answer(
      portalEndpoints.document,
      () => ({ sentAt: '2026-11-25T10:00:00.000Z', fileName: 'payslip.pdf' }),
      PORTAL_MESSAGES.documentSent,
    );
    renderApp('/portal/case');
    const documents = await screen.findByRole('region', { name: 'Send a document' });
    const send = within(documents).getByRole('button', { name: 'Send document' });

    await userEvent.click(send);
    expect(await within(documents).findByText(FILE_MESSAGES.missing)).toBeInTheDocument();
    expect(within(documents).getByText(/^Say what the document is/)).toBeInTheDocument();

    const dropZone = within(documents).getByRole('button', { name: /^Drag a file here/ });
    fireEvent.drop(dropZone, {
      dataTransfer: { files: [new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })] },
    });
    expect(await within(documents).findByText(FILE_MESSAGES.unsupportedType)).toBeInTheDocument();
    expect(callsTo(portalEndpoints.document)).toEqual([]);

    const note = within(documents).getByRole('textbox', { name: /^What is the document/ });
    await userEvent.type(note, 'Proof of income');
    fireEvent.drop(dropZone, {
      dataTransfer: { files: [new File(['%PDF-1.4'], 'payslip.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(documents).findByText(/^Chosen:/)).toHaveTextContent('Chosen: payslip.pdf (8 bytes)');
    await userEvent.click(send);

    expect(await within(documents).findByText(PORTAL_MESSAGES.documentSent)).toBeVisible();
    const sent = callsTo(portalEndpoints.document).map(({ body }) => body as FormData);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('note')).toBe('Proof of income');
    expect((sent[0]?.get('file') as File).name).toBe('payslip.pdf');
    expect(note).toHaveValue('');
    expect(within(documents).queryByText(/^Chosen:/)).not.toBeInTheDocument();
    // Ready for the next document.
    expect(dropZone).not.toHaveAttribute('aria-disabled');
  });

  it('shows the server’s words when it refuses a message sent too often or a document with no room left', async () => {
    const tooMany = PORTAL_LIMIT_MESSAGES.tooManyMessages('10 minutes');
    answer(portalEndpoints.case, () => sampleCaseMaster());
    answer(portalEndpoints.message, () => {
      throw axiosFailure(429, tooMany, undefined, 'RATE_LIMITED');
    });
    answer(portalEndpoints.document, () => {
      throw axiosFailure(422, PORTAL_LIMIT_MESSAGES.documentSpaceUsed, undefined, 'UNPROCESSABLE');
    });
    renderApp('/portal/case');

    const box = await screen.findByRole('textbox', { name: /^Your message/ });
    await userEvent.type(box, 'Tuesday morning suits me.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(tooMany)).toBeVisible();
    expect(box).toHaveValue('Tuesday morning suits me.');

    const documents = section('Send a document');
    await userEvent.type(
      within(documents).getByRole('textbox', { name: /^What is the document/ }),
      'Payslip',
    );
    fireEvent.drop(within(documents).getByRole('button', { name: /^Drag a file here/ }), {
      dataTransfer: { files: [new File(['%PDF-1.4'], 'payslip.pdf', { type: 'application/pdf' })] },
    });
    await userEvent.click(within(documents).getByRole('button', { name: 'Send document' }));
    expect(await within(documents).findByText(PORTAL_LIMIT_MESSAGES.documentSpaceUsed)).toBeVisible();
  });

  it('lists the documents sent once one is sent, saying which is being checked and which was refused for a virus', async () => {
    let sentDocuments: CaseMaster['sentDocuments'] = [];
    answer(portalEndpoints.case, () => sampleCaseMaster({ sentDocuments }));
    answer(
      portalEndpoints.document,
      () => ({ sentAt: '2026-11-25T10:00:00.000Z', fileName: 'payslip.pdf' }),
      PORTAL_MESSAGES.documentSent,
    );
    renderApp('/portal/case');
    const documents = await screen.findByRole('region', { name: 'Send a document' });
    expect(within(documents).queryByRole('heading', { name: 'Documents you have sent' })).toBeNull();

    sentDocuments = [
      { name: 'payslip.pdf', sentAt: '2026-11-25T10:00:00.000Z', state: 'CHECKING' },
      { name: 'bank-letter.txt', sentAt: '2026-11-24T09:00:00.000Z', state: 'REFUSED' },
      { name: 'gp-letter.pdf', sentAt: '2026-11-20T09:00:00.000Z', state: 'RECEIVED' },
    ];
    await userEvent.type(
      within(documents).getByRole('textbox', { name: /^What is the document/ }),
      'Payslip',
    );
    fireEvent.drop(within(documents).getByRole('button', { name: /^Drag a file here/ }), {
      dataTransfer: { files: [new File(['%PDF-1.4'], 'payslip.pdf', { type: 'application/pdf' })] },
    });
    await userEvent.click(within(documents).getByRole('button', { name: 'Send document' }));

    expect(await within(documents).findByRole('heading', { name: 'Documents you have sent' })).toBeVisible();
    const listed = within(documents)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual([
      `payslip.pdfSent Wednesday, 25 November 2026 at 10:00${PORTAL_DOCUMENT_STATE_LABELS.CHECKING}`,
      `bank-letter.txtSent Tuesday, 24 November 2026 at 09:00${PORTAL_DOCUMENT_STATE_LABELS.REFUSED}`,
      `gp-letter.pdfSent Friday, 20 November 2026 at 09:00${PORTAL_DOCUMENT_STATE_LABELS.RECEIVED}`,
    ]);
  });

  it('says so when the applicant has no case to follow any more', async () => {
    answer(portalEndpoints.case, () => {
      throw axiosFailure(404, PORTAL_MESSAGES.noCase);
    });
    renderApp('/portal/case');

    expect(await screen.findByRole('alert')).toHaveTextContent(PORTAL_MESSAGES.noCase);
  });
});
