import { auditLogEndpoints, type AuditEvent } from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStoreForTests } from '@/app/store/app-store';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { answer, callsTo } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { currentUserFromStorage } from '@/testing/session-from-storage';
import { storeSessionUser } from '@/testing/session-user';

vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/features/auth/api/get-abilities', () => ({
  getAbilities: vi.fn(() => new Promise(() => undefined)),
}));

const event: AuditEvent = {
  id: 1,
  occurredAt: '2026-03-02T10:00:00.000Z',
  action: 'contractor.update',
  entityType: 'contractor',
  entityId: '12',
  actor: { id: 5, name: 'Olly Officer', email: 'olly@hale.gov.uk' },
  onBehalfOf: null,
  authority: { id: 2, name: 'Hale Borough Council' },
  target: 'Brick & Sons',
  before: null,
  after: { companyName: 'Brick & Sons' },
  ip: null,
  requestId: null,
};

beforeEach(() => {
  vi.mocked(getCurrentUser).mockImplementation(currentUserFromStorage);
  answer(auditLogEndpoints.list, () => ({ data: [event], nextCursor: null, limit: 50 }));
  storeSessionUser({ user_type: 'ADMIN' });
});
afterEach(() => resetAppStoreForTests());

describe('the audit log', { timeout: 60_000 }, () => {
  it('is filtered by names, not ids, and its rows show names', async () => {
    renderApp('/audit-log');

    const table = await screen.findByRole('table', { name: 'Audit events' });
    expect(await within(table).findByText('Olly Officer (olly@hale.gov.uk)')).toBeInTheDocument();
    expect(within(table).getByText('Hale Borough Council')).toBeInTheDocument();
    expect(within(table).getByText('Contractor Brick & Sons')).toBeInTheDocument();
    expect(screen.queryByLabelText(/id$/i)).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Who' }), 'olly');
    await userEvent.type(screen.getByRole('textbox', { name: 'Authority' }), 'hale');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(callsTo(auditLogEndpoints.list).at(-1)?.query).toEqual({ actor: 'olly', authority: 'hale' }),
    );
  });
});

describe('the words it speaks', { timeout: 60_000 }, () => {
  it('shows actions in plain words and records by case number or name, a record no longer there by its kind and number', async () => {
    const statusChange: AuditEvent = {
      ...event,
      id: 3,
      action: 'case.status',
      entityType: 'case',
      entityId: '2',
      target: 'HALE-2026-00002',
    };
    const gone: AuditEvent = {
      ...event,
      id: 4,
      action: 'case.update',
      entityType: 'case',
      entityId: '9',
      target: null,
    };
    const person: AuditEvent = {
      ...event,
      id: 5,
      action: 'authority-user.update',
      entityType: 'web_user',
      entityId: '3',
      target: 'Sam Officer',
    };
    answer(auditLogEndpoints.list, () => ({
      data: [statusChange, gone, person],
      nextCursor: null,
      limit: 50,
    }));
    renderApp('/audit-log');

    const table = await screen.findByRole('table', { name: 'Audit events' });
    expect(await within(table).findByText('Case status changed')).toBeInTheDocument();
    expect(within(table).getByText('Case HALE-2026-00002')).toBeInTheDocument();
    expect(within(table).getByText('Case changed')).toBeInTheDocument();
    expect(within(table).getByText('Case 9')).toBeInTheDocument();
    expect(within(table).getByText('Authority user changed')).toBeInTheDocument();
    expect(within(table).getByText('User Sam Officer')).toBeInTheDocument();
    expect(within(table).queryByText('case.status')).toBeNull();
    expect(within(table).queryByText(/web user|web_user/)).toBeNull();
  });

  it('filters by an action and a record type in plain words, and by days typed dd/mm/yyyy', async () => {
    renderApp('/audit-log');
    await screen.findByRole('table', { name: 'Audit events' });

    const action = screen.getByRole('combobox', { name: 'Action' });
    await userEvent.selectOptions(action, 'Case status changed');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Record type' }), 'Case');
    const from = screen.getByRole('textbox', { name: 'From' });
    expect(from).not.toHaveAttribute('type', 'date');
    await userEvent.type(from, '01/03/2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '31/03/2026');
    expect(screen.getAllByText('For example 12/01/2026')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() =>
      expect(callsTo(auditLogEndpoints.list).at(-1)?.query).toEqual({
        action: 'case.status',
        entityType: 'case',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(from).toHaveValue('');
    await waitFor(() => expect(callsTo(auditLogEndpoints.list).at(-1)?.query).toEqual({}));
  });
});

describe('older events', { timeout: 60_000 }, () => {
  it('are read from the cursor of the page before and shown below it', async () => {
    const older = { ...event, id: 2, actor: { id: 6, name: 'Ada Admin', email: 'ada@hale.gov.uk' } };
    answer(auditLogEndpoints.list, ({ query }) =>
      query.before === undefined
        ? { data: [event], nextCursor: 1, limit: 50 }
        : { data: [older], nextCursor: null, limit: 50 },
    );
    renderApp('/audit-log');

    const table = await screen.findByRole('table', { name: 'Audit events' });
    await within(table).findByText('Olly Officer (olly@hale.gov.uk)');
    await userEvent.click(await screen.findByRole('button', { name: 'Show older events' }));

    expect(await within(table).findByText('Ada Admin (ada@hale.gov.uk)')).toBeInTheDocument();
    expect(within(table).getByText('Olly Officer (olly@hale.gov.uk)')).toBeInTheDocument();
    expect(callsTo(auditLogEndpoints.list).at(-1)?.query).toEqual({ before: 1 });
    expect(screen.queryByRole('button', { name: 'Show older events' })).toBeNull();
  });
});
