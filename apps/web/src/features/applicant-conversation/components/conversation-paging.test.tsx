import { conversationEndpoints, type Conversation, type ConversationEntry } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api/api';
import { answer, callsTo } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { CaseConversation } from './case-conversation';

const user = userEvent.setup({ delay: null });

const message = (n: number): ConversationEntry => ({
  type: 'applicant-message',
  key: `item:${n}`,
  at: `2026-11-${String(n).padStart(2, '0')}T09:00:00.000Z`,
  text: `Message ${n}`,
  itemId: n,
});

const page = (numbers: number[], nextCursor: string | null): Conversation => ({
  entries: numbers.map(message),
  nextCursor,
  requests: [],
  can: { reply: true, ask: true, review: true },
  applicantFollows: true,
});

function show() {
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

const shownTexts = () =>
  within(screen.getByRole('list', { name: 'Messages, oldest first' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^Message \d+$/).textContent);

describe('the thread a page at a time', () => {
  it('shows earlier messages above, moves focus to the first of them and says how many came', async () => {
    answer(conversationEndpoints.read, (call) =>
      call.query.cursor === 'before-3' ? page([1, 2], null) : page([3, 4], 'before-3'),
    );
    show();
    await user.click(await screen.findByRole('button', { name: 'Show earlier messages' }));

    expect(await screen.findByText('2 earlier messages added.')).toBeInTheDocument();
    expect(shownTexts()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4']);
    expect(document.activeElement).toHaveTextContent('Message 1');
    expect(callsTo(conversationEndpoints.read).at(-1)?.query).toEqual({ cursor: 'before-3' });
    // Nothing before these: no button offers more.
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
  });

  it('loses no message between the pages when a new one pushes the newest page on', async () => {
    let newest = page([3, 4], 'before-3');
    answer(conversationEndpoints.read, (call) =>
      call.query.cursor === 'before-3' ? page([1, 2], null) : newest,
    );
    answer(conversationEndpoints.reply, () => message(5));
    show();
    await user.click(await screen.findByRole('button', { name: 'Show earlier messages' }));
    await screen.findByText('2 earlier messages added.');

    // A reply: the newest page read again now starts a message later.
    newest = page([4, 5], 'before-4');
    await user.type(screen.getByLabelText('Your reply'), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await screen.findByText('Message 5');
    expect(shownTexts()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
  });

  it('offers no earlier messages when the newest page is all there is', async () => {
    answer(conversationEndpoints.read, () => page([1], null));
    show();
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
  });
});
