import { paymentEndpoints, type AccessSubject } from '@casekeeper/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '@/testing/fake-api';
import { sampleToAuthorise } from '../testing/sample-payments';
import { showWithStore } from '../testing/show-with-store';
import { usePaymentsToAuthoriseCount } from './use-payments-to-authorise-count';

function Count({ viewer }: { viewer: AccessSubject }) {
  const count = usePaymentsToAuthoriseCount(viewer);
  return <output>{count === null ? 'none' : count}</output>;
}

const who = (role: AccessSubject['role']): AccessSubject => ({
  userType: 'AUTHORITY_USER',
  role,
  impersonating: false,
});

describe('the count of payments to authorise', () => {
  it('is asked for an authority ADMIN and is what the server counted', async () => {
    answer(paymentEndpoints.toAuthorise, () => ({
      items: [sampleToAuthorise()],
      count: 3,
      mayAuthorise: true,
    }));
    showWithStore(<Count viewer={who('ADMIN')} />);
    expect(await screen.findByText('3')).toBeVisible();
  });

  it('is none for a read-write officer whose authority keeps authorising to its admins', async () => {
    answer(paymentEndpoints.toAuthorise, () => ({ items: [], count: 0, mayAuthorise: false }));
    showWithStore(<Count viewer={who('READWRITE')} />);
    await vi.waitFor(() => expect(callsTo(paymentEndpoints.toAuthorise)).toHaveLength(1));
    expect(await screen.findByText('none')).toBeVisible();
  });

  it('is never asked for a read-only user', async () => {
    answer(paymentEndpoints.toAuthorise, () => ({ items: [], count: 5, mayAuthorise: true }));
    showWithStore(<Count viewer={who('READONLY')} />);
    expect(await screen.findByText('none')).toBeVisible();
    expect(callsTo(paymentEndpoints.toAuthorise)).toEqual([]);
  });
});
