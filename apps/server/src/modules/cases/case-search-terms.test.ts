import { describe, expect, it } from 'vitest';
import {
  afterPrefix,
  caseNumberTail,
  couldBeginCaseNumber,
  couldBeInAddress,
  couldBeInPostCode,
  couldBeName,
} from './case-search-terms';

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
    for (const part of ['ls5', 'ls5 3', 'ls53', '1ae', 'a1hq']) expect(couldBeInPostCode(part)).toBe(true);
  });

  it('is part of an address with a letter and three letters or digits together for its index to read', () => {
    for (const term of ['elm grove', '14 elm', 'flat 2a', 'elm']) expect(couldBeInAddress(term)).toBe(true);
    for (const term of ['14', '00042', 'a b', '1a', 'hale 1'.slice(0, 2)])
      expect(couldBeInAddress(term)).toBe(false);
  });

  it('is no post code with four letters in a row, anything but letters, digits and spaces, or under three characters', () => {
    for (const term of ['smith', 'olvia smiht', 'AMB-2026-0004', "o'b", 'ls5-3', '1', '42', 'ls', 'l s']) {
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

describe('a case number quoted by its end', () => {
  it('reads the sequence number, and the year and code when given, in the ways officers write them', () => {
    const tail = (code: string | null, year: number | null, number: number, digits: string) => ({
      code,
      year,
      number,
      digits,
    });
    expect(caseNumberTail('00001')).toEqual(tail(null, null, 1, '00001'));
    expect(caseNumberTail('1')).toEqual(tail(null, null, 1, '00001'));
    expect(caseNumberTail('2026-00001')).toEqual(tail(null, 2026, 1, '00001'));
    expect(caseNumberTail(' 2026 42 ')).toEqual(tail(null, 2026, 42, '00042'));
    expect(caseNumberTail('HALE 1')).toEqual(tail('HALE', null, 1, '00001'));
    expect(caseNumberTail('hale-2026-00001')).toEqual(tail('HALE', 2026, 1, '00001'));
    expect(caseNumberTail('hale1')).toEqual(tail('HALE', null, 1, '00001'));
    expect(caseNumberTail('123456')).toEqual(tail(null, null, 123456, '123456'));
  });

  it('is no case number for names, post codes, a nought or a number too long', () => {
    for (const term of [
      'smith',
      'b33 8th',
      'b33',
      '0',
      '00000',
      'elm grove',
      '14 elm',
      '1234567890',
      'a 1',
    ]) {
      expect(caseNumberTail(term), term).toBeNull();
    }
  });
});
