import { caseEndpoints, diaryEndpoints, type Diary } from '@casekeeper/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAppStore, resetAppStoreForTests } from '@/app/store/app-store';
import { getAbilities } from '@/features/auth/api/get-abilities';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { forgetAbilities } from '@/features/auth/hooks/use-abilities';
import { sampleCase } from '@/features/cases/testing/sample-case';
import { answer } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { abilitiesFromStorage, currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));

const diary: Diary = {
  id: 5,
  caseId: 41,
  title: 'Home visits',
  description: null,
  createdAt: '2026-01-12T09:30:00.000Z',
  updatedAt: '2026-01-12T09:30:00.000Z',
  version: 1,
  can: { edit: true, delete: false },
  items: [],
};

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage());
  answer(caseEndpoints.edit, () => sampleCase({}));
  answer(diaryEndpoints.edit, () => diary);
  answer(diaryEndpoints.list, () => [diary]);
  storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
});

const description = () => screen.findByRole('textbox', { name: /description/i });
const note = () => screen.findByRole('textbox', { name: /note/i });

describe("a new text item's draft", { timeout: 60_000 }, () => {
  it('is kept in the keyed store while typed, and is back after going elsewhere and returning', async () => {
    const router = renderApp('/actionItemText/add/5');
    await userEvent.type(await description(), 'Ring the daughter');
    await userEvent.type(await note(), 'About the ramp');
    await waitFor(() =>
      expect(getAppStore().store.getState().keyedStore['actionItemDraft:text:5']).toMatchObject({
        description: 'Ring the daughter',
        text: 'About the ramp',
      }),
    );

    await router.navigate('/actionDiary/list/41');
    await screen.findByRole('heading', { level: 1, name: 'Action diary' });
    await router.navigate('/actionItemText/add/5');

    expect(await description()).toHaveValue('Ring the daughter');
    expect(await note()).toHaveValue('About the ramp');
    expect(screen.getByRole('status')).toHaveTextContent('Your unsaved draft of this item is back.');
  });

  it('is discarded on request: the form empties and nothing is kept', async () => {
    const router = renderApp('/actionItemText/add/5');
    await userEvent.type(await description(), 'Ring the daughter');
    await router.navigate('/actionDiary/list/41');
    await screen.findByRole('heading', { level: 1, name: 'Action diary' });
    await router.navigate('/actionItemText/add/5');

    await userEvent.click(await screen.findByRole('button', { name: 'Discard draft' }));

    expect(await description()).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
    await waitFor(() =>
      expect(getAppStore().store.getState().keyedStore['actionItemDraft:text:5']).toBeUndefined(),
    );
  });
});
