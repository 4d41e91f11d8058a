import { letterEndpoints, type LetterTemplate, type LetterTemplateList } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { api } from '@/lib/api/api';
import { answer } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';

export function sampleTemplate(overrides: Partial<LetterTemplate> = {}): LetterTemplate {
  return {
    id: 7,
    title: 'Approval',
    body: 'Dear {{client.salutation}}\n\nYour grant of {{grant.approvedTotal}} is approved.',
    updatedAt: '2026-11-20T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** Renders `ui` with the app's API store, the fake server answering the templates with `list`. */
export function showWithTemplates(ui: ReactElement, list: LetterTemplateList) {
  answer(letterEndpoints.listTemplates, () => list);
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return renderWithRouter(<Provider store={store}>{ui}</Provider>);
}
