import {
  caseEndpoints,
  DIARY_MESSAGES,
  diaryEndpoints,
  STALE_RECORD_MESSAGE,
  type Diary,
} from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '@/app/store/app-store';
import { getAbilities } from '@/features/auth/api/get-abilities';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { forgetAbilities } from '@/features/auth/hooks/use-abilities';
import { sampleCase } from '@/features/cases/testing/sample-case';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { abilitiesFromStorage, currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';
import { sampleDiary } from '../testing/sample-diary';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));

/** The diary as another officer saved it while this one was editing: a new title, version 2. */
const theirs = sampleDiary({ title: 'Home visits and ramp', version: 2 });
let current: Diary;

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage());
  current = sampleDiary({});
  answer(caseEndpoints.edit, () => sampleCase({}));
  answer(diaryEndpoints.edit, () => current);
  answer(diaryEndpoints.list, () => [current]);
  storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
});

/**
 * The first save finds the diary saved meanwhile: refused with 409 and the diary as it is now.
 * A save after that goes through, over their version.
 */
function firstSaveConflicts() {
  answer(
    diaryEndpoints.update,
    ({ body }) => {
      if (callsTo(diaryEndpoints.update).length === 1) {
        current = theirs;
        throw axiosFailure(409, STALE_RECORD_MESSAGE, undefined, 'CONFLICT', { current: theirs });
      }
      return { ...theirs, ...(body as Partial<Diary>), version: 3 };
    },
    DIARY_MESSAGES.updated('Home visits'),
  );
}

async function changeDescriptionAndSave() {
  const description = await screen.findByRole('textbox', { name: /^Description/ });
  await userEvent.clear(description);
  await userEvent.type(description, 'Visits to assess the stairs');
  await userEvent.click(screen.getByRole('button', { name: 'Save diary' }));
}

describe('editing a diary someone else saved meanwhile', { timeout: 60_000 }, () => {
  it('shows what they changed, and Keep mine saves over their version', async () => {
    firstSaveConflicts();
    const router = renderApp('/actionDiary/edit/5');
    await changeDescriptionAndSave();

    const conflict = await screen.findByRole('alert');
    // A diary does not say who saved it (unlike a case), so the alert cannot name them.
    expect(conflict).toHaveTextContent('Someone else saved this diary while you were editing it');
    expect(within(conflict).getByRole('listitem')).toHaveTextContent('Title: now Home visits and ramp');
    await userEvent.click(within(conflict).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() => expect(callsTo(diaryEndpoints.update)).toHaveLength(2));
    expect(callsTo(diaryEndpoints.update).map(({ body }) => body)).toEqual([
      { id: 5, version: 1, title: 'Home visits', description: 'Visits to assess the stairs' },
      { id: 5, version: 2, title: 'Home visits', description: 'Visits to assess the stairs' },
    ]);
    expect(await screen.findByText(DIARY_MESSAGES.updated('Home visits'))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/actionDiary/list/41'));
  });

  it('takes their version on Reload, and saves nothing', async () => {
    firstSaveConflicts();
    renderApp('/actionDiary/edit/5');
    await changeDescriptionAndSave();

    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reload' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Home visits and ramp'),
    );
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue(
      'Visits to assess the bathroom',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(diaryEndpoints.update)).toHaveLength(1);
  });
});
