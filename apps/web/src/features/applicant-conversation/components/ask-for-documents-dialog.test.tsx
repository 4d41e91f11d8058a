import { conversationEndpoints, CONVERSATION_MESSAGES } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/api';
import { answer, callsTo } from '@/testing/fake-api';
import { axiosFailure } from '@/testing/axios-failure';
import { renderWithRouter } from '@/testing/render-with-router';
import { AskForDocumentsDialog } from './ask-for-documents-dialog';

const user = userEvent.setup({ delay: null });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function show(onClose = vi.fn()) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  renderWithRouter(
    <Provider store={store}>
      <AskForDocumentsDialog caseId={5} onClose={onClose} />
    </Provider>,
  );
  return onClose;
}

const send = (name = 'Ask for documents') => user.click(screen.getByRole('button', { name }));

describe('asking the applicant for documents', () => {
  it('says to choose something when nothing is ticked, and sends nothing', async () => {
    show();
    await send();
    expect(await screen.findByText(CONVERSATION_MESSAGES.itemsRequired)).toBeInTheDocument();
    expect(callsTo(conversationEndpoints.ask)).toHaveLength(0);
  });

  it('shows the contract’s messages beside the row: Other needs words, the date today or later', async () => {
    show();
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    const due = screen.getByLabelText(/Due date for other/);
    await user.clear(due);
    await user.type(due, '26/11/2026');
    await send();

    expect(await screen.findByText(CONVERSATION_MESSAGES.detailsRequired)).toBeInTheDocument();
    expect(screen.getByText(CONVERSATION_MESSAGES.dueOnPast)).toBeInTheDocument();
    expect(screen.getByLabelText(/Which document/)).toHaveAttribute('aria-invalid', 'true');
    expect(due).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(conversationEndpoints.ask)).toHaveLength(0);
  });

  it('sends each ticked kind with its date, and puts a refusal on the row it is about', async () => {
    answer(conversationEndpoints.ask, () => {
      throw axiosFailure(400, 'Check the form', { 'items.1.dueOn': ['That day is a bank holiday'] });
    });
    const onClose = show();
    await user.click(screen.getByRole('checkbox', { name: 'Photos' }));
    await user.click(screen.getByRole('checkbox', { name: 'Proof of income' }));
    await user.click(screen.getByRole('checkbox', { name: 'Other' }));
    await user.type(screen.getByLabelText(/Which document/), 'Tenancy agreement');
    await send('Ask for 3 documents');

    expect(await screen.findByText('That day is a bank holiday')).toBeInTheDocument();
    // Items go in the dialog's order, whatever order they were ticked in: the second is Photos.
    expect(screen.getByLabelText(/Due date for photos/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(conversationEndpoints.ask)[0]?.body).toEqual({
      items: [
        { kind: 'PROOF_OF_INCOME', dueOn: '2026-12-11' },
        { kind: 'PHOTOS', dueOn: '2026-12-11' },
        { kind: 'OTHER', dueOn: '2026-12-11', details: 'Tenancy agreement' },
      ],
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
