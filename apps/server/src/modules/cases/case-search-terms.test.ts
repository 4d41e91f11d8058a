import { describe, expect, it } from 'vitest';
import { afterPrefix, couldBeginCaseNumber, couldBeInPostCode, couldBeName } from './case-search-terms';

describe('what a search term could be', () => {
  it('is a name only without digits', () => {
    expect(couldBeName('olvia smiht')).toBe(true);
    expect(couldBeName("o'brien-smith")).toBe(true);
    expect(couldBeName('ls5 3')).toBe(false);
    expect(couldBeName('amb-2026-0004')).toBe(false);
  });

  it('is part of a post code in every UK form, with or without its space, and in part', () => {
    for (const postCode of ['M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 1HQ', 'EC1A 1BB', 'GIR 0AA']) {
      expect(couldBeInPostCode(postCode)).toBe(true);
      expect(couldBeInPostCode(postCode.replace(' ', '').toLowerCase())).toBe(true);
    }
    for (const part of ['ls', 'ls5 3', 'ls53', '1ae', 'a1hq']) expect(couldBeInPostCode(part)).toBe(true);
  });

  it('is no post code with four letters in a row or anything but letters, digits and spaces', () => {
    for (const term of ['smith', 'olvia smiht', 'AMB-2026-0004', "o'b", 'ls5-3']) {
      expect(couldBeInPostCode(term)).toBe(false);
    }
  });

  it('begins a case number with letters, digits and hyphens only, and knows what comes after', () => {
    expect(couldBeginCaseNumber('AMB-2026-0004')).toBe(true);
    expect(couldBeginCaseNumber('AMB 2026')).toBe(false);
    expect(afterPrefix('AMB-2026-0004')).toBe('AMB-2026-0005');
    expect(afterPrefix('AMB-')).toBe('AMB.');
  });
});
