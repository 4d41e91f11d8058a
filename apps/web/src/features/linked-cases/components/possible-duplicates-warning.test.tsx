import {
  linkedCaseEndpoints,
  type PossibleDuplicate,
  type PossibleDuplicatesRequest,
} from '@casekeeper/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, callsTo } from '@/testing/fake-api';
import { showWithApi } from '../testing/show-linked-cases';
import { PossibleDuplicatesWarning } from './possible-duplicates-warning';

const NOTHING: PossibleDuplicatesRequest = {
  clientFirstName: null,
  clientLastName: null,
  clientDateOfBirth: null,
  addressLine1: null,
  postCode: null,
  uprn: null,
};

const match = (overrides: Partial<PossibleDuplicate> = {}): PossibleDuplicate => ({
  id: 12,
  caseNumber: 'HBC-2026-00012',
  clientName: 'Joe Grundy',
  addressLine1: 'Grange Farm',
  postCode: 'B33 8TH',
  statusName: 'Assessment',
  reasons: ['SAME_CLIENT', 'SAME_ADDRESS'],
  ...overrides,
});

const warning = (draft: PossibleDuplicatesRequest) => (
  <PossibleDuplicatesWarning draft={draft} debounceMs={0} />
);

describe('the possible duplicates above a new case’s Save button', () => {
  it('asks nothing until a whole client or address is typed, then lists each match with why, opening in a new tab', async () => {
    answer(linkedCaseEndpoints.possibleDuplicates, () => ({
      matches: [
        match(),
        match({
          id: 13,
          caseNumber: 'HBC-2025-00913',
          clientName: 'Eddie Grundy',
          reasons: ['SAME_ADDRESS'],
        }),
      ],
    }));
    const { rerender } = showWithApi(
      warning({ ...NOTHING, clientFirstName: 'Joe', clientLastName: 'Grundy' }),
    );
    rerender(warning({ ...NOTHING, postCode: 'B33 8TH' }));
    expect(callsTo(linkedCaseEndpoints.possibleDuplicates)).toHaveLength(0);

    const typed = {
      ...NOTHING,
      clientFirstName: 'Joe',
      clientLastName: 'Grundy',
      clientDateOfBirth: '1950-04-01',
    };
    rerender(warning(typed));
    const region = await screen.findByRole('region', { name: 'Cases like this one already exist' });
    expect(region).toHaveTextContent('You can still add it.');
    const first = within(region).getByRole('link', { name: 'HBC-2026-00012 (opens in a new tab)' });
    expect(first).toHaveAttribute('href', '/case-manager/edit/12');
    expect(first).toHaveAttribute('target', '_blank');
    expect(region).toHaveTextContent(
      'HBC-2026-00012 (opens in a new tab) Joe Grundy, Grange Farm, B33 8TH (Assessment)Same client and same address',
    );
    expect(region).toHaveTextContent(
      'HBC-2025-00913 (opens in a new tab) Eddie Grundy, Grange Farm, B33 8TH (Assessment)Same address',
    );
    // What was typed went in the body, never the address.
    const [call] = callsTo(linkedCaseEndpoints.possibleDuplicates);
    expect(call?.body).toEqual(typed);
    expect(call?.query).toEqual({});
  });

  it('shows nothing when no case matches, and clears the warning once the details no longer match anything', async () => {
    answer(linkedCaseEndpoints.possibleDuplicates, (call) =>
      (call.body as PossibleDuplicatesRequest).uprn === '100012345678'
        ? { matches: [match()] }
        : { matches: [] },
    );
    const { rerender } = showWithApi(warning({ ...NOTHING, uprn: '100012345678' }));
    expect(await screen.findByRole('link', { name: /HBC-2026-00012/ })).toBeInTheDocument();
    rerender(warning({ ...NOTHING, uprn: '100012345679' }));
    await vi.waitFor(() => expect(screen.queryByRole('link')).not.toBeInTheDocument());
    expect(callsTo(linkedCaseEndpoints.possibleDuplicates)).toHaveLength(2);
    rerender(warning(NOTHING));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
