import type { Case } from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import { CASE_FIELD_NAMES } from './case-field-labels';
import { caseFieldText, changedCaseFields, clientName, postalAddress } from './case-field-text';
import { sampleCase } from '../testing/sample-case';

describe('a case as people read it', () => {
  const record: Case = sampleCase({ estimatedCostPence: 1_250_000, clientDateOfBirth: '1941-03-09' });

  it('names people and statuses, and writes dates and money the British way', () => {
    expect(caseFieldText(record, 'statusId')).toBe('Assessment');
    expect(caseFieldText(record, 'assignedOfficerId')).toBe('Sam Officer');
    expect(caseFieldText(record, 'clientDateOfBirth')).toBe('09/03/1941');
    expect(caseFieldText(record, 'estimatedCostPence')).toBe('£12,500.00');
    expect(caseFieldText(record, 'approvedGrantPence')).toBeNull();
    expect(caseFieldText(record, 'clientTitle')).toBeNull();
    expect(caseFieldText(record, 'tenure')).toBe('Owner-occupier');
    expect(caseFieldText(sampleCase({ tenure: null }), 'tenure')).toBeNull();
  });

  it('lists the fields someone else changed, the status first, then in form order', () => {
    const current = sampleCase({
      clientFirstName: 'Jill',
      priority: 'Urgent',
      tenure: 'Council',
      statusId: 5,
      version: 2,
    });
    expect(changedCaseFields(sampleCase({}), current, CASE_FIELD_NAMES)).toEqual([
      'statusId',
      'clientFirstName',
      'tenure',
      'priority',
    ]);
  });

  it('writes the client and their address as on an envelope', () => {
    const record = sampleCase({ clientTitle: 'Mrs', addressLine2: 'Home Farm' });
    expect(clientName(record)).toBe('Mrs Peggy Woolley');
    expect(postalAddress(record)).toBe('The Lodge\nHome Farm\nAmbridge\nBorsetshire\nB33 8TH');
  });
});
