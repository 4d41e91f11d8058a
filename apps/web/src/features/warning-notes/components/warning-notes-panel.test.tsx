import { WARNING_NOTE_MESSAGES, warningNoteEndpoints } from '@casekeeper/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '@/testing/fake-api';
import { sampleNote, showWithNotes } from '../testing/show-warning-notes';
import { VisitWarningNotes } from './visit-warning-notes';
import { WarningNotesPanel } from './warning-notes-panel';

const user = userEvent.setup({ delay: null });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the warning notes in the case header', () => {
  it('shows each note with its type, words and review date in a region named Warning notes', async () => {
    showWithNotes(<WarningNotesPanel caseId={5} />, {
      notes: [
        sampleNote(),
        sampleNote({
          id: 42,
          type: 'LONE_WORKER_RISK',
          subject: 'CLIENT',
          text: 'Visit in pairs',
          reviewDue: true,
          reviewOn: '2026-11-01',
        }),
      ],
      can: { change: false },
    });
    const region = await screen.findByRole('region', { name: 'Warning notes' });
    expect(within(region).getByText('Animals')).toBeInTheDocument();
    expect(within(region).getByText('Large dog; ask for it to be shut away.')).toBeInTheDocument();
    expect(within(region).getByText('Review by 31/03/2027')).toBeInTheDocument();
    expect(within(region).getByText('Lone-worker risk')).toBeInTheDocument();
    expect(within(region).getByText('Review overdue')).toBeInTheDocument();
    // A reader may not change them.
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing to a reader when the case has no notes, and only the add button to a writer', async () => {
    const { unmount } = showWithNotes(<WarningNotesPanel caseId={5} />, {
      notes: [],
      can: { change: false },
    });
    await vi.waitFor(() => expect(callsTo(warningNoteEndpoints.list)).not.toHaveLength(0));
    expect(screen.queryByRole('region', { name: 'Warning notes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    showWithNotes(<WarningNotesPanel caseId={5} />, { notes: [], can: { change: true } });
    expect(await screen.findByRole('button', { name: 'Add warning note' })).toBeInTheDocument();
  });

  it('lets a writer add a note through the dialog, refusing a missing type and a past review date', async () => {
    showWithNotes(<WarningNotesPanel caseId={5} />, { notes: [], can: { change: true } });
    answer(warningNoteEndpoints.add, (call) => sampleNote({ ...(call.body as object), id: 50 }));
    await user.click(await screen.findByRole('button', { name: 'Add warning note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a warning note' });
    await user.type(within(dialog).getByLabelText(/What staff must know/), 'Son shouts at visitors');
    await user.type(within(dialog).getByLabelText(/Review by/), '01/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await within(dialog).findByText(WARNING_NOTE_MESSAGES.typeRequired)).toBeInTheDocument();
    expect(callsTo(warningNoteEndpoints.add)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/Type of warning/), 'Violent or aggressive');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await within(dialog).findByText(WARNING_NOTE_MESSAGES.reviewOnPast)).toBeInTheDocument();
    expect(callsTo(warningNoteEndpoints.add)).toHaveLength(0);

    const reviewOn = within(dialog).getByLabelText(/Review by/);
    await user.clear(reviewOn);
    await user.type(reviewOn, '31/03/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(warningNoteEndpoints.add).at(-1)?.body).toEqual({
      caseId: 5,
      subject: 'CLIENT',
      type: 'VIOLENT_OR_AGGRESSIVE',
      text: 'Son shouts at visitors',
      reviewOn: '2027-03-31',
    });
  });

  it('lets a writer change a note with the version read, and remove one once confirmed', async () => {
    showWithNotes(<WarningNotesPanel caseId={5} />, {
      notes: [sampleNote({ version: 3 })],
      can: { change: true },
    });
    answer(warningNoteEndpoints.update, (call) => sampleNote(call.body as object));
    answer(warningNoteEndpoints.remove, () => null);
    await user.click(await screen.findByRole('button', { name: 'Change warning note: Animals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the warning note' });
    expect(within(dialog).getByLabelText(/Review by/)).toHaveValue('31/03/2027');
    const text = within(dialog).getByLabelText(/What staff must know/);
    await user.clear(text);
    await user.type(text, 'Two dogs');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await vi.waitFor(() => expect(callsTo(warningNoteEndpoints.update)).toHaveLength(1));
    expect(callsTo(warningNoteEndpoints.update)[0]?.body).toMatchObject({
      id: 41,
      version: 3,
      text: 'Two dogs',
    });

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Remove warning note: Animals' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the warning note?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove note' }));
    await vi.waitFor(() => expect(callsTo(warningNoteEndpoints.remove)).toHaveLength(1));
    expect(callsTo(warningNoteEndpoints.remove)[0]?.params).toEqual({ id: '41' });
  });
});

describe('the warning notes before a visit', () => {
  it('shows the case notes, and nothing for a case without any', async () => {
    const { unmount } = showWithNotes(<VisitWarningNotes caseId={5} />, {
      notes: [sampleNote()],
      can: { change: true },
    });
    const region = await screen.findByRole('region', { name: /Warning notes/ });
    expect(within(region).getByText('Large dog; ask for it to be shut away.')).toBeInTheDocument();
    unmount();
    showWithNotes(<VisitWarningNotes caseId={6} />, { notes: [], can: { change: true } });
    await vi.waitFor(() =>
      expect(callsTo(warningNoteEndpoints.list).some((c) => c.params.caseId === '6')).toBe(true),
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
