import { warningNoteEndpoints, type WarningNote, type WarningNoteList } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { api } from '@/lib/api/api';
import { answer } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';

export function sampleNote(overrides: Partial<WarningNote> = {}): WarningNote {
  return {
    id: 41,
    caseId: 5,
    subject: 'ADDRESS',
    type: 'ANIMALS',
    text: 'Large dog; ask for it to be shut away.',
    reviewOn: '2027-03-31',
    reviewDue: false,
    createdByName: 'Sam Officer',
    updatedAt: '2026-11-20T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** Renders `ui` with the app's API store, the fake server answering the case's notes with `list`. */
export function showWithNotes(ui: ReactElement, list: WarningNoteList) {
  answer(warningNoteEndpoints.list, () => list);
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return renderWithRouter(<Provider store={store}>{ui}</Provider>);
}
