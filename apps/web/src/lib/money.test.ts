import { describe, expect, it } from 'vitest';
import { formatPence, penceToPoundsText, poundsToPence, tidyPounds } from './money';

describe('money typed in pounds and kept in pence', () => {
  it('reads pounds with or without the sign, commas and pence', () => {
    expect(poundsToPence('12,500.00')).toBe(1_250_000);
    expect(poundsToPence('£12500')).toBe(1_250_000);
    expect(poundsToPence(' 12500.5 ')).toBe(1_250_050);
    expect(poundsToPence('0.29')).toBe(29);
    expect(poundsToPence('1,234,567.89')).toBe(123_456_789);
  });

  it('takes blank as no amount and refuses what is not one', () => {
    expect(poundsToPence('  ')).toBeNull();
    for (const typed of ['twelve', '-5', '12.345', '1,23', '12,50.00', '£', '1e3']) {
      expect(poundsToPence(typed)).toBeUndefined();
    }
  });

  it('shows pence the British way', () => {
    expect(formatPence(1_250_000)).toBe('£12,500.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(penceToPoundsText(1_250_000)).toBe('12,500.00');
    expect(penceToPoundsText(null)).toBe('');
  });

  it('tidies an amount once typed, and leaves a mistake as it is for the message', () => {
    expect(tidyPounds('12500')).toBe('12,500.00');
    expect(tidyPounds('12 quid')).toBe('12 quid');
    expect(tidyPounds('')).toBe('');
  });
});
