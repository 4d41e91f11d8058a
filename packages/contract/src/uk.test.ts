import { describe, expect, it } from 'vitest';
import {
  isUkOutwardCode,
  normaliseUkPostCode,
  optionalUkPhoneSchema,
  optionalUkPostCodeSchema,
  ukPhoneSchema,
  ukPostCodeSchema,
  UK_POST_CODE_MESSAGES,
} from './uk';

describe('normaliseUkPostCode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['  ls1   4ap ', 'LS1 4AP'],
    ['EC1A 1BB', 'EC1A 1BB'],
    ['W1A 0AX', 'W1A 0AX'],
    ['m1 1ae', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['gir 0aa', 'GIR 0AA'],
  ])('turns %j into %j', (input, expected) => {
    expect(normaliseUkPostCode(input)).toBe(expected);
  });

  it.each(['', '12345', 'SW1A', 'Q1 1AA', 'SW1A 1CA', 'SW1A 1AAA', 'ABC 123', 'SW1A-1AA'])(
    'refuses %j',
    (input) => {
      expect(normaliseUkPostCode(input)).toBeNull();
    },
  );
});

describe('isUkOutwardCode', () => {
  it.each(['SW1A', 'b33', ' m1 ', 'DN55', 'EC1A'])('knows %j as the first half of a post code', (input) => {
    expect(isUkOutwardCode(input)).toBe(true);
  });

  it.each(['', 'SW1A 1AA', 'SW1A 1', 'Q1', '12'])('does not take %j for one', (input) => {
    expect(isUkOutwardCode(input)).toBe(false);
  });
});

describe('ukPostCodeSchema', () => {
  it('parses to the normalised form', () => {
    expect(ukPostCodeSchema.parse('n1 9gu')).toBe('N1 9GU');
  });

  it('says which is wrong: missing or not a post code', () => {
    expect(ukPostCodeSchema.safeParse(' ').error?.issues[0]?.message).toBe(UK_POST_CODE_MESSAGES.missing);
    expect(ukPostCodeSchema.safeParse('nowhere').error?.issues[0]?.message).toBe(
      UK_POST_CODE_MESSAGES.invalid,
    );
  });

  it('has an optional form where blank is null', () => {
    expect(optionalUkPostCodeSchema.parse(undefined)).toBeNull();
    expect(optionalUkPostCodeSchema.parse('  ')).toBeNull();
    expect(optionalUkPostCodeSchema.parse('bs1 4dj')).toBe('BS1 4DJ');
    expect(optionalUkPostCodeSchema.safeParse('bs1').success).toBe(false);
  });
});

describe('telephone numbers', () => {
  it('accepts UK numbers with spaces, brackets and a leading +', () => {
    expect(ukPhoneSchema.parse(' 01632 960 001 ')).toBe('01632 960 001');
    expect(ukPhoneSchema.parse('+44 (0)20 7946 0000')).toBe('+44 (0)20 7946 0000');
    expect(ukPhoneSchema.safeParse('call me').success).toBe(false);
    expect(ukPhoneSchema.safeParse('').success).toBe(false);
  });

  it('treats a blank optional number as none', () => {
    expect(optionalUkPhoneSchema.parse('')).toBeNull();
    expect(optionalUkPhoneSchema.parse(undefined)).toBeNull();
    expect(optionalUkPhoneSchema.safeParse('abc').success).toBe(false);
  });
});
