import { describe, expect, it } from 'vitest';
import { sampleClock } from '../testing/sample-clocks';
import { limitText, ragWords, standingText } from './clock-words';

describe('where a clock stands, in words', () => {
  it('counts the working days left of a running clock, and says when it is due today', () => {
    expect(standingText(sampleClock({ remaining: 12 }))).toBe('12 working days left');
    expect(standingText(sampleClock({ remaining: 1 }))).toBe('1 working day left');
    expect(standingText(sampleClock({ remaining: 0, rag: 'red' }))).toBe('due today');
  });

  it('counts calendar days for a limit in months, as the server counts them', () => {
    const decision = sampleClock({ limitUnit: 'CALENDAR_MONTHS', countUnit: 'CALENDAR_DAYS', remaining: 45 });
    expect(standingText(decision)).toBe('45 calendar days left');
  });

  it('says how far overdue a missed clock still running is, and by how much a stopped one missed', () => {
    expect(standingText(sampleClock({ state: 'missed', rag: 'red', remaining: -3 }))).toBe(
      '3 working days overdue',
    );
    expect(
      standingText(
        sampleClock({ state: 'missed', rag: 'red', remaining: -3, stoppedAt: '2027-04-12T10:00:00.000Z' }),
      ),
    ).toBe('3 working days late');
  });

  it('says how early a met clock was met', () => {
    const stoppedAt = '2027-03-01T10:00:00.000Z';
    expect(standingText(sampleClock({ state: 'met', remaining: 4, stoppedAt }))).toBe('4 working days early');
    expect(standingText(sampleClock({ state: 'met', remaining: 0, stoppedAt }))).toBe('on its due date');
  });

  it('says nothing of a clock not started', () => {
    expect(standingText(sampleClock({ state: 'not_started', remaining: null, startedAt: null }))).toBeNull();
  });
});

describe('the RAG colour in words', () => {
  it('names the colour and what it means while the clock runs', () => {
    expect(ragWords(sampleClock({ rag: 'green' }))).toEqual({ colour: 'Green', meaning: 'on track' });
    expect(ragWords(sampleClock({ rag: 'amber', remaining: 20 }))).toEqual({
      colour: 'Amber',
      meaning: 'due soon',
    });
    expect(ragWords(sampleClock({ rag: 'red', state: 'missed', remaining: -2 }))).toEqual({
      colour: 'Red',
      meaning: 'overdue',
    });
    expect(ragWords(sampleClock({ rag: 'red', remaining: 0 }))).toEqual({
      colour: 'Red',
      meaning: 'due today',
    });
  });

  it('keeps only the colour of a stopped clock, and has none for a clock without one', () => {
    expect(
      ragWords(sampleClock({ rag: 'amber', state: 'met', remaining: 2, stoppedAt: '2027-04-01T10:00:00Z' })),
    ).toEqual({ colour: 'Amber', meaning: null });
    expect(ragWords(sampleClock({ rag: 'none', state: 'stopped' }))).toBeNull();
  });
});

describe('a limit in words', () => {
  it('names its unit', () => {
    expect(limitText(6, 'CALENDAR_MONTHS')).toBe('6 calendar months');
    expect(limitText(1, 'CALENDAR_MONTHS')).toBe('1 calendar month');
    expect(limitText(150, 'WORKING_DAYS')).toBe('150 working days');
  });
});
