import { describe, expect, it } from 'vitest';
import { executedStatements } from './sql-capture.mjs';

const LOG = `2026-11-29 05:00:00.001 UTC [12] LOG:  duration: 0.210 ms  execute case_list_0123456789abcdef: select "id" from "cases" where "authority_id" = $1
2026-11-29 05:00:00.001 UTC [12] DETAIL:  parameters: $1 = '7'
2026-11-29 05:00:00.002 UTC [12] LOG:  duration: 3.500 ms  execute <unnamed>: select count(*) from "cases" where "authority_id" = $1 and "status_id" = any($2)
2026-11-29 05:00:00.002 UTC [12] DETAIL:  parameters: $1 = '7', $2 = '{3,4}'
`;

describe('executedStatements', () => {
  it('tells the statements the product prepared from those it sent unnamed, planned on every run', () => {
    expect(executedStatements(LOG)).toEqual([
      { text: 'select "id" from "cases" where "authority_id" = $1', values: ['7'], prepared: true },
      {
        text: 'select count(*) from "cases" where "authority_id" = $1 and "status_id" = any($2)',
        values: ['7', '{3,4}'],
        prepared: false,
      },
    ]);
  });
});
