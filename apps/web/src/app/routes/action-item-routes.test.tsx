import { caseEndpoints, diaryEndpoints, warningNoteEndpoints } from '@casekeeper/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '@/app/store/app-store';
import { getAbilities } from '@/features/auth/api/get-abilities';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { forgetAbilities } from '@/features/auth/hooks/use-abilities';
import { sampleCase } from '@/features/cases/testing/sample-case';
import { sampleDiary } from '@/features/action-diaries/testing/sample-diary';
import { sampleNote } from '@/features/warning-notes/testing/show-warning-notes';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { abilitiesFromStorage, currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));

const user = userEvent.setup({ delay: null });

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage());
  answer(caseEndpoints.edit, () => sampleCase({ id: 41 }));
  answer(diaryEndpoints.edit, () => sampleDiary({}));
  answer(warningNoteEndpoints.list, () => ({
    notes: [sampleNote({ caseId: 41, type: 'VIOLENT_OR_AGGRESSIVE', text: 'Son shouts at visitors' })],
    can: { change: true },
  }));
  storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
});

describe('scheduling a visit', { timeout: 60_000 }, () => {
  it("shows the case's warning notes once the officer chooses Visit, and not for another type", async () => {
    renderApp('/actionItemText/add/5');
    const type = await screen.findByRole('combobox', { name: /Type of action/ });
    await user.selectOptions(type, 'Call');
    expect(screen.queryByRole('region', { name: /Warning notes/ })).not.toBeInTheDocument();

    await user.selectOptions(type, 'Visit');
    const notes = await screen.findByRole('region', { name: /Warning notes/ });
    expect(within(notes).getByText('Violent or aggressive')).toBeInTheDocument();
    expect(within(notes).getByText('Son shouts at visitors')).toBeInTheDocument();
    expect(callsTo(warningNoteEndpoints.list).at(-1)?.params).toEqual({ caseId: '41' });
  });
});
