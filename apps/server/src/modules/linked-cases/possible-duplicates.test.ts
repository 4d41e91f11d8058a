import { LINKED_CASE_MESSAGES, POSSIBLE_DUPLICATES_MAX, type PossibleDuplicate } from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import { apiCalls, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';

const context = useTestApp();
const { post } = apiCalls(context);
const people = useCaseWorkers(context);

type Who = Parameters<typeof post>[1];

async function duplicatesOf(who: Who, fields: Record<string, unknown>): Promise<PossibleDuplicate[]> {
  const response = await post('/case/possible-duplicates', who, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { matches: PossibleDuplicate[] } }>().data.matches;
}

const CLIENT = { clientFirstName: 'Mary Ann', clientLastName: 'Cotton', clientDateOfBirth: '1950-04-01' };
const ADDRESS = { addressLine1: '14, Elm Grove', postCode: 'LS1 4AP', uprn: '100012345678' };

describe('possible duplicates of a new case', () => {
  it('finds the same client by tidied name and date of birth, and the same address by UPRN or post code and first line', async () => {
    const { officer } = people;
    const caseId = await openOfficersCase(context, people, { ...CLIENT, ...ADDRESS });

    const byClient = await duplicatesOf(officer, {
      clientFirstName: '  mary   ANN ',
      clientLastName: 'COTTON',
      clientDateOfBirth: '1950-04-01',
    });
    expect(byClient).toEqual([
      {
        id: caseId,
        caseNumber: expect.stringMatching(/^[A-Z]+-\d{4}-\d{5}$/),
        clientName: 'Mary Ann Cotton',
        addressLine1: '14, Elm Grove',
        postCode: 'LS1 4AP',
        statusName: expect.any(String),
        reasons: ['SAME_CLIENT'],
      },
    ]);
    // Name alone, or another date of birth, is another client.
    expect(await duplicatesOf(officer, { clientFirstName: 'Mary Ann', clientLastName: 'Cotton' })).toEqual(
      [],
    );
    expect(await duplicatesOf(officer, { ...CLIENT, clientDateOfBirth: '1951-04-01' })).toEqual([]);

    const byStreet = await duplicatesOf(officer, { addressLine1: '14 elm  grove', postCode: 'ls14ap' });
    expect(byStreet.map((match) => [match.id, match.reasons])).toEqual([[caseId, ['SAME_ADDRESS']]]);
    expect(await duplicatesOf(officer, { addressLine1: '15 Elm Grove', postCode: 'LS1 4AP' })).toEqual([]);
    // A post code alone is a street's worth of homes, not an address.
    expect(await duplicatesOf(officer, { postCode: 'LS1 4AP' })).toEqual([]);

    const byUprn = await duplicatesOf(officer, { uprn: '100012345678', postCode: 'ZZ9 9ZZ' });
    expect(byUprn.map((match) => [match.id, match.reasons])).toEqual([[caseId, ['SAME_ADDRESS']]]);

    const both = await duplicatesOf(officer, { ...CLIENT, ...ADDRESS });
    expect(both.map((match) => [match.id, match.reasons])).toEqual([
      [caseId, ['SAME_CLIENT', 'SAME_ADDRESS']],
    ]);
  });

  it('lists only cases the caller can see: never another authority’s, another officer’s or a restricted one', async () => {
    const { officer, colleague, admin, outsider } = people;
    const fields = { ...CLIENT, clientFirstName: 'Hidden', clientLastName: 'Person' };
    const caseId = await openOfficersCase(context, people, fields);

    expect((await duplicatesOf(admin, fields)).map((match) => match.id)).toEqual([caseId]);
    expect(await duplicatesOf(colleague, fields)).toEqual([]);
    expect(await duplicatesOf(outsider, fields)).toEqual([]);

    // Restricted to the officer and the admin: another admin of the authority does not see it.
    const otherAdmin = await signedInUser(context, { authorityId: people.authorityId, role: 'ADMIN' });
    expect((await duplicatesOf(otherAdmin, fields)).map((match) => match.id)).toEqual([caseId]);
    const restricted = await post(`/case/${caseId}/restriction`, admin, { userIds: [admin.id, officer.id] });
    expect(restricted.statusCode, restricted.body).toBe(200);
    expect(await duplicatesOf(otherAdmin, fields)).toEqual([]);
    expect((await duplicatesOf(officer, fields)).map((match) => match.id)).toEqual([caseId]);
  });

  it(`lists at most ${POSSIBLE_DUPLICATES_MAX}, newest first`, async () => {
    const address = { addressLine1: '1 Crowded Court', postCode: 'M1 1AA' };
    const ids: number[] = [];
    for (let n = 0; n < POSSIBLE_DUPLICATES_MAX + 1; n += 1) {
      ids.push(await openOfficersCase(context, people, address));
    }
    const matches = await duplicatesOf(people.officer, address);
    expect(matches.map((match) => match.id)).toEqual(ids.reverse().slice(0, POSSIBLE_DUPLICATES_MAX));
  });

  it('refuses bad input field by field, and callers who may not add cases', async () => {
    const { reader, platformAdmin } = people;
    const refused = await post('/case/possible-duplicates', people.officer, {
      clientDateOfBirth: '1950-02-30',
      uprn: '12AB',
      clientFirstName: 'x'.repeat(101),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toMatchObject({
      clientDateOfBirth: [LINKED_CASE_MESSAGES.dateOfBirthFormat],
      uprn: ['A UPRN is up to 12 digits'],
      clientFirstName: ['Use at most 100 characters'],
    });
    expect((await post('/case/possible-duplicates', reader, CLIENT)).statusCode).toBe(403);
    expect((await post('/case/possible-duplicates', platformAdmin, CLIENT)).statusCode).toBe(403);
    expect((await post('/case/possible-duplicates', undefined, CLIENT)).statusCode).toBe(401);
  });
});
