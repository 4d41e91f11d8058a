import {
  ACTION_ITEM_MESSAGES,
  actionItemEndpoints,
  caseEndpoints,
  diaryEndpoints,
  FILE_MESSAGES,
  MAX_FILE_BYTES,
  STALE_RECORD_MESSAGE,
  type ActionItem,
} from '@casekeeper/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { sampleDiary, sampleItem } from '../testing/sample-diary';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({ getAbilities: vi.fn() }));

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  vi.mocked(getAbilities).mockImplementation(abilitiesFromStorage());
  answer(caseEndpoints.edit, () => sampleCase({}));
  answer(diaryEndpoints.edit, () => sampleDiary({}));
  answer(diaryEndpoints.list, () => [sampleDiary({})]);
  storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2, webUserId: 7 });
});
afterEach(() => {
  resetAppStoreForTests();
  forgetAbilities();
});

describe('editing a text item someone else saved meanwhile', { timeout: 60_000 }, () => {
  it('shows what they changed, and Keep mine saves over their version', async () => {
    const theirs = sampleItem({ description: 'Ring the daughter at home', version: 2 });
    let current = sampleItem({});
    answer(actionItemEndpoints.edit, () => current);
    answer(
      actionItemEndpoints.updateText,
      ({ body }) => {
        if (callsTo(actionItemEndpoints.updateText).length === 1) {
          current = theirs;
          throw axiosFailure(409, STALE_RECORD_MESSAGE, undefined, 'CONFLICT', { current: theirs });
        }
        return { ...theirs, ...(body as Partial<ActionItem>), version: 3 };
      },
      ACTION_ITEM_MESSAGES.updated,
    );
    renderApp('/actionItemText/edit/1');

    const note = await screen.findByRole('textbox', { name: /^Note/ });
    await userEvent.clear(note);
    await userEvent.type(note, 'Ring the son instead');
    await userEvent.click(screen.getByRole('button', { name: 'Save item' }));

    const conflict = await screen.findByRole('alert');
    expect(conflict).toHaveTextContent('Someone else saved this action item while you were editing it');
    expect(within(conflict).getByRole('listitem')).toHaveTextContent(
      'Type and description: now Call - Ring the daughter at home',
    );
    await userEvent.click(within(conflict).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() => expect(callsTo(actionItemEndpoints.updateText)).toHaveLength(2));
    expect(callsTo(actionItemEndpoints.updateText)[1]?.body).toEqual({
      id: 1,
      version: 2,
      prefix: 'Call',
      description: 'Ring the daughter',
      // 09:30 on the London clock, in summer time, as it was read.
      scheduledAt: '2026-03-30T09:30:00+01:00',
      sharedWithApplicant: false,
      text: 'Ring the son instead',
    });
    expect(await screen.findByText(ACTION_ITEM_MESSAGES.updated)).toBeInTheDocument();
  });
});

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The form has no file input');
  return input;
};

describe('adding a file item', { timeout: 60_000 }, () => {
  it('refuses a file of the wrong kind or over 25 MB before uploading anything, and uploads one that fits', async () => {
    answer(
      actionItemEndpoints.addFile,
      () => sampleItem({ id: 9, kind: 'FILE', text: null }),
      ACTION_ITEM_MESSAGES.added,
    );
    renderApp('/actionItemFile/add/5');

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /^Type of action/ }), 'Letter');
    await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), 'Send the stair plan');
    await userEvent.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await userEvent.keyboard('300320261400');

    // Dropped, so the chooser's own filter of kinds does not stand in the way.
    const dropZone = screen.getByRole('button', { name: /^Drag a file here/ });
    fireEvent.drop(dropZone, {
      dataTransfer: { files: [new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })] },
    });
    expect(await screen.findByText(FILE_MESSAGES.unsupportedType)).toBeInTheDocument();

    const huge = new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'huge.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(), huge);
    expect(await screen.findByText(FILE_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText(FILE_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(callsTo(actionItemEndpoints.addFile)).toHaveLength(0);

    await userEvent.upload(
      fileInput(),
      new File(['%PDF-1.4'], 'stair-plan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(/^Chosen:/)).toHaveTextContent('Chosen: stair-plan.pdf (8 bytes)');
    expect(screen.queryByText(FILE_MESSAGES.tooLarge)).not.toBeInTheDocument();
    const share = screen.getByRole('checkbox', { name: 'Share with the applicant' });
    expect(share).not.toBeChecked();
    await userEvent.click(share);
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));

    expect(await screen.findByText(ACTION_ITEM_MESSAGES.added)).toBeInTheDocument();
    const sent = callsTo(actionItemEndpoints.addFile).map(({ body }) => body as FormData);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('prefix')).toBe('Letter');
    expect(sent[0]?.get('description')).toBe('Send the stair plan');
    expect(sent[0]?.get('scheduledAt')).toBe('2026-03-30T14:00:00+01:00');
    expect(sent[0]?.get('diaryId')).toBe('5');
    expect(sent[0]?.get('sharedWithApplicant')).toBe('true');
    expect((sent[0]?.get('file') as File).name).toBe('stair-plan.pdf');
  });
});
