import {
  CASE_RESTRICTION_MESSAGES,
  caseRestrictionEndpoints,
  type CaseRestriction,
} from '@casekeeper/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showWithStore } from '@/features/payments/testing/show-with-store';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { RestrictedAccessSection } from './restricted-access-section';

const nia = { id: 3, name: 'Nia Named', role: 'ADMIN' } as const;
const olive = { id: 7, name: 'Olive Officer', role: 'READWRITE' } as const;
const oscar = { id: 9, name: 'Oscar Other', role: 'ADMIN' } as const;
const open: CaseRestriction = { restricted: false, users: [], choices: [nia, olive, oscar] };

describe('RestrictedAccessSection', () => {
  it('says anyone may see an unrestricted case, and restricts it to the people ticked', async () => {
    let now = open;
    answer(caseRestrictionEndpoints.read, () => now);
    answer(
      caseRestrictionEndpoints.change,
      ({ body }) => {
        const ids = (body as { userIds: number[] }).userIds;
        now = {
          ...open,
          restricted: ids.length > 0,
          users: open.choices.filter((user) => ids.includes(user.id)),
        };
        return now;
      },
      CASE_RESTRICTION_MESSAGES.restricted('HBC-2026-00042', 2),
    );
    showWithStore(<RestrictedAccessSection caseId={42} />);

    expect(screen.getByRole('heading', { name: 'Restricted access' })).toBeInTheDocument();
    expect(
      await screen.findByText('Anyone in the authority who may see cases can see this case.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit who can see this case' }));
    const group = screen.getByRole('group', { name: 'Who can see this case' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Nia Named (Admin)', 'Olive Officer (Read and write)', 'Oscar Other (Admin)']);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Nia Named (Admin)' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Olive Officer (Read and write)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save who can see it' }));

    expect(
      await screen.findByText(
        'Only these people can see this case: Nia Named (Admin), Olive Officer (Read and write).',
      ),
    ).toBeInTheDocument();
    expect(callsTo(caseRestrictionEndpoints.change)).toEqual([
      { params: { caseId: '42' }, query: {}, body: { userIds: [3, 7] } },
    ]);
  });

  it('shows the server’s refusal against the list, keeps the form open and the choices made', async () => {
    answer(caseRestrictionEndpoints.read, () => ({ ...open, restricted: true, users: [nia, olive] }));
    answer(caseRestrictionEndpoints.change, () => {
      throw axiosFailure(400, 'Validation failed', {
        userIds: [CASE_RESTRICTION_MESSAGES.officerMissing('Olive Officer')],
      });
    });
    showWithStore(<RestrictedAccessSection caseId={42} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit who can see this case' }));
    const olivesBox = screen.getByRole('checkbox', { name: 'Olive Officer (Read and write)' });
    expect(olivesBox).toBeChecked();
    await userEvent.click(olivesBox);
    await userEvent.click(screen.getByRole('button', { name: 'Save who can see it' }));

    const group = screen.getByRole('group', { name: 'Who can see this case' });
    expect(
      await within(group).findByText(CASE_RESTRICTION_MESSAGES.officerMissing('Olive Officer')),
    ).toBeVisible();
    expect(group).toHaveAccessibleDescription(CASE_RESTRICTION_MESSAGES.officerMissing('Olive Officer'));
    expect(screen.getByRole('checkbox', { name: 'Nia Named (Admin)' })).toBeChecked();
    expect(olivesBox).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      screen.getByText(
        'Only these people can see this case: Nia Named (Admin), Olive Officer (Read and write).',
      ),
    ).toBeInTheDocument();
  });
});
