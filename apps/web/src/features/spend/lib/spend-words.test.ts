import { describe, expect, it } from 'vitest';
import { monthWords } from './spend-words';

describe('monthWords', () => {
  it('names a month under a bar as its row in the table does, less the year', () => {
    for (const month of ['2026-04', '2026-09', '2027-03']) {
      const [name, year] = monthWords(month).split(' ');
      expect(monthWords(month, { withYear: false })).toBe(name);
      expect(year).toBe(month.slice(0, 4));
    }
  });
});
