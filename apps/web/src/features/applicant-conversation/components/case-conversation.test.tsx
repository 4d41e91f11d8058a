import { conversationEndpoints, type Conversation, type DocumentRequest } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/api';
import { answer, callsTo } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { CaseConversation } from './case-conversation';

const user = userEvent.setup({ delay: null });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const sentRequest: DocumentRequest = {
  id: 7,
  kind: 'PROOF_OF_INCOME',
  label: 'Proof of income',
  details: null,
  dueOn: '2026-12-11',
  state: 'SENT',
  reason: null,
  overdue: false,
  askedAt: '2026-11-20T10:00:00.000Z',
  uploads: [{ itemId: 31, name: 'payslip.pdf', sentAt: '2026-11-21T09:30:00.000Z' }],
};

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    entries: [
      {
        type: 'applicant-message',
        key: 'item:30',
        at: '2026-11-20T09:05:00.000Z',
        text: 'Can the therapist come on Tuesday?',
        itemId: 30,
      },
      {
        type: 'officer-reply',
        key: 'reply:2',
        // Summer time: 10:15 in London.
        at: '2026-07-01T09:15:00.000Z',
        text: 'Yes, at ten.',
        officerName: 'Sam Officer',
      },
    ],
    nextCursor: null,
    requests: [sentRequest],
    can: { reply: true, ask: true, review: true },
    applicantFollows: true,
    ...overrides,
  };
}

function show(data: Conversation) {
  answer(conversationEndpoints.read, () => data);
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return renderWithRouter(
    <Provider store={store}>
      <CaseConversation caseId={5} />
    </Provider>,
  );
}

describe("the case's Messages tab", () => {
  it('lists the thread oldest first with who wrote and when, in UK time', async () => {
    show(conversation());
    const thread = await screen.findByRole('list', { name: 'Messages, oldest first' });
    const entries = within(thread).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('The applicant wrote');
    expect(entries[0]).toHaveTextContent('Can the therapist come on Tuesday?');
    expect(entries[1]).toHaveTextContent('Sam Officer replied');
    expect(entries[1]).toHaveTextContent('1 July 2026 at 10:15');
  });

  it('sends a reply and accepts a document sent against a request', async () => {
    answer(conversationEndpoints.reply, (call) => ({
      type: 'officer-reply',
      key: 'reply:3',
      at: '2026-11-27T12:00:00.000Z',
      text: (call.body as { message: string }).message,
      officerName: 'Sam Officer',
    }));
    answer(conversationEndpoints.accept, () => ({ ...sentRequest, state: 'ACCEPTED' }));
    show(conversation());
    await user.type(await screen.findByLabelText('Your reply'), 'See you then.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(callsTo(conversationEndpoints.reply)[0]).toMatchObject({
      params: { caseId: '5' },
      body: { message: 'See you then.' },
    });

    await user.click(screen.getByRole('button', { name: 'Accept Proof of income' }));
    expect(callsTo(conversationEndpoints.accept)[0]).toMatchObject({ params: { id: '7' } });
  });

  it('offers no reply to READONLY staff and says when nobody follows the case', async () => {
    show(conversation({ can: { reply: false, ask: false, review: false }, applicantFollows: false }));
    expect(await screen.findByText(/does not follow this case online/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for documents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Proof of income' })).not.toBeInTheDocument();
  });
});
