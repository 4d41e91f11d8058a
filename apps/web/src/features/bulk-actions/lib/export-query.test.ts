import { describe, expect, it } from 'vitest';
import { exportQueryOfSelection } from './export-query';

describe('the export of the chosen cases', () => {
  it('names ticked cases by id', () => {
    expect(exportQueryOfSelection({ kind: 'CASES', caseIds: [4, 9, 12] })).toEqual({ CaseIds: '4,9,12' });
  });

  it('sends every case that matches as the filter, NULL where it has no value', () => {
    expect(
      exportQueryOfSelection({
        kind: 'FILTER',
        filter: { ApplicationStatusMasterIds: '3,4', SearchTerm: '', OfficerId: 7, AwaitingApproval: false },
      }),
    ).toEqual({
      ApplicationStatusMasterIds: '3,4',
      SearchTerm: 'NULL',
      OfficerId: '7',
      AwaitingApproval: 'NULL',
    });
  });
});
