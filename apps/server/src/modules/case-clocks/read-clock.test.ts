import { DEFAULT_CLOCK_DEFINITIONS, STATUS_ID, type CasePriority } from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import { workingDayCalendar } from '../../platform/time/working-day-calendar';
import { readClock, type ClockRule, type StatusChange } from './read-clock';

const [DECISION, COMPLETION, END_TO_END] = DEFAULT_CLOCK_DEFINITIONS as unknown as [
  ClockRule,
  ClockRule,
  ClockRule,
];
const england = workingDayCalendar('ENGLAND_AND_WALES');
const scotland = workingDayCalendar('SCOTLAND');
const S = STATUS_ID;

/** A history from [when, to] pairs, each move from the one before. */
function history(...moves: [string, number][]): StatusChange[] {
  return moves.map(([at, to], index) => ({
    at: new Date(at),
    fromStatusId: index === 0 ? null : (moves[index - 1]?.[1] ?? null),
    toStatusId: to,
  }));
}

function read(
  rule: ClockRule,
  changes: StatusChange[],
  now: string,
  options: { priority?: CasePriority; calendar?: typeof england } = {},
) {
  return readClock({
    rule,
    history: changes,
    priority: options.priority ?? 'Normal',
    calendar: options.calendar ?? england,
    now: new Date(now),
  });
}

describe('starting and stopping', () => {
  it('has not started before the case reaches the start status', () => {
    const clock = read(DECISION, history(['2026-01-05T10:00:00Z', S.ENQUIRY]), '2026-02-01T12:00:00Z');
    expect(clock).toMatchObject({ state: 'not_started', rag: 'none', dueDate: null, remaining: null });
  });

  it('runs six calendar months from the day the application was submitted', () => {
    const clock = read(
      DECISION,
      history(['2026-01-05T10:00:00Z', S.ENQUIRY], ['2026-01-15T10:00:00Z', S.APPLICATION_SUBMITTED]),
      '2026-03-01T12:00:00Z',
    );
    expect(clock).toMatchObject({
      state: 'running',
      rag: 'green',
      limit: 6,
      countUnit: 'CALENDAR_DAYS',
      dueDate: '2026-07-15',
      elapsed: 45,
      remaining: 136,
      startedAt: new Date('2026-01-15T10:00:00Z'),
      stoppedAt: null,
    });
  });

  it('clamps a month limit at the month’s end, to 29 February in a leap year', () => {
    const dueFrom = (day: string) =>
      read(DECISION, history([`${day}T09:00:00Z`, S.APPLICATION_SUBMITTED]), `${day}T12:00:00Z`).dueDate;
    expect(dueFrom('2026-08-31')).toBe('2027-02-28');
    expect(dueFrom('2027-08-31')).toBe('2028-02-29');
  });

  it('starts and stops at a move that skips steps', () => {
    // Enquiry straight to Approved: the Decision clock starts and stops at once, met.
    const clock = read(
      DECISION,
      history(['2026-01-05T10:00:00Z', S.ENQUIRY], ['2026-02-02T10:00:00Z', S.APPROVED]),
      '2026-03-01T12:00:00Z',
    );
    expect(clock).toMatchObject({ state: 'met', elapsed: 0, rag: 'green' });
    expect(clock.startedAt).toEqual(new Date('2026-02-02T10:00:00Z'));
    expect(clock.stoppedAt).toEqual(new Date('2026-02-02T10:00:00Z'));
    // A case opened at Assessment has its End to end clock started when it was opened.
    const opened = read(END_TO_END, history(['2026-01-05T10:00:00Z', S.ASSESSMENT]), '2026-01-06T12:00:00Z');
    expect(opened).toMatchObject({ state: 'running', elapsed: 1 });
  });

  it('is met when the stop status is reached by the due date, and missed after it', () => {
    const started = ['2026-01-15T10:00:00Z', S.APPLICATION_SUBMITTED] as [string, number];
    const met = read(
      DECISION,
      history(started, ['2026-07-15T16:00:00Z', S.APPROVED]),
      '2026-09-01T12:00:00Z',
    );
    expect(met).toMatchObject({ state: 'met', remaining: 0, rag: 'red' });
    const missed = read(
      DECISION,
      history(started, ['2026-07-16T09:00:00Z', S.APPROVED]),
      '2026-09-01T12:00:00Z',
    );
    expect(missed).toMatchObject({ state: 'missed', remaining: -1, rag: 'red' });
    expect(missed.stoppedAt).toEqual(new Date('2026-07-16T09:00:00Z'));
  });

  it('stays stopped at the first stop when a closed case is reopened', () => {
    const clock = read(
      COMPLETION,
      history(
        ['2026-01-15T10:00:00Z', S.APPROVED],
        ['2026-03-02T10:00:00Z', S.WORKS_COMPLETED],
        ['2026-03-10T10:00:00Z', S.CLOSED],
        ['2026-04-10T10:00:00Z', S.WORKS_COMPLETED],
      ),
      '2026-09-01T12:00:00Z',
    );
    expect(clock).toMatchObject({ state: 'met', stoppedAt: new Date('2026-03-02T10:00:00Z') });
  });

  it('is running but already missed once its due date has passed', () => {
    const clock = read(
      DECISION,
      history(['2026-01-15T10:00:00Z', S.APPLICATION_SUBMITTED]),
      '2026-07-20T12:00:00Z',
    );
    expect(clock).toMatchObject({ state: 'missed', rag: 'red', stoppedAt: null, remaining: -5 });
  });
});

describe('working-day limits and priority', () => {
  it('gives an Urgent case the 55-day End to end limit and any other the 150-day one', () => {
    const changes = history(['2026-06-01T09:00:00Z', S.ENQUIRY]);
    const urgent = read(END_TO_END, changes, '2026-06-02T12:00:00Z', { priority: 'Urgent' });
    const normal = read(END_TO_END, changes, '2026-06-02T12:00:00Z', { priority: 'High' });
    expect(urgent).toMatchObject({ limit: 55, dueDate: england.addWorkingDays('2026-06-01', 55) });
    expect(normal).toMatchObject({ limit: 150, dueDate: england.addWorkingDays('2026-06-01', 150) });
    expect(normal).toMatchObject({ countUnit: 'WORKING_DAYS', elapsed: 1, remaining: 149 });
  });

  it('turns amber at 75% of the limit used and red on the due date', () => {
    const changes = history(['2026-06-01T09:00:00Z', S.ENQUIRY]);
    const amberDate = england.addWorkingDays('2026-06-01', 113); // 75% of 150, rounded up
    const dueDate = england.addWorkingDays('2026-06-01', 150);
    const on = (day: string) => read(END_TO_END, changes, `${day}T12:00:00Z`);
    expect(on('2026-06-02')).toMatchObject({ amberDate, redDate: dueDate, dueDate });
    const dayBefore = england.addWorkingDays('2026-06-01', 112);
    expect(on(dayBefore).rag).toBe('green');
    expect(on(amberDate)).toMatchObject({ rag: 'amber', state: 'running', elapsed: 113 });
    expect(on(dueDate)).toMatchObject({ rag: 'red', state: 'running', remaining: 0 });
    const after = england.addWorkingDays(dueDate, 1);
    expect(on(after)).toMatchObject({ rag: 'red', state: 'missed', remaining: -1 });
  });

  it('takes the day of a move in London, so a move just after midnight BST is the next day', () => {
    // 23:30 UTC on Monday 1 June 2026 is 00:30 BST on Tuesday 2 June.
    const clock = read(END_TO_END, history(['2026-06-01T23:30:00Z', S.ENQUIRY]), '2026-06-03T12:00:00Z');
    expect(clock.elapsed).toBe(1);
    expect(clock.dueDate).toBe(england.addWorkingDays('2026-06-02', 150));
  });
});

describe('On hold', () => {
  const working = ['2026-06-01T09:00:00Z', S.ASSESSMENT] as [string, number];
  const onHold = ['2026-06-08T09:00:00Z', S.ON_HOLD] as [string, number];
  const resumed = ['2026-06-15T09:00:00Z', S.ASSESSMENT] as [string, number];

  it('pauses a clock that On hold pauses, its due date moving out while it waits', () => {
    const tuesday = read(END_TO_END, history(working, onHold), '2026-06-09T12:00:00Z');
    const friday = read(END_TO_END, history(working, onHold), '2026-06-12T12:00:00Z');
    expect(tuesday).toMatchObject({ state: 'paused', elapsed: 5, paused: 1 });
    expect(friday).toMatchObject({ state: 'paused', elapsed: 5, paused: 4 });
    expect(friday.pauses).toEqual([{ from: new Date('2026-06-08T09:00:00Z'), to: null }]);
    expect(friday.dueDate).toBe(england.addWorkingDays(tuesday.dueDate ?? '', 3));
  });

  it('resumes with the paused working days added to the due date', () => {
    const clock = read(END_TO_END, history(working, onHold, resumed), '2026-06-16T12:00:00Z');
    expect(clock).toMatchObject({ state: 'running', paused: 5, elapsed: 6 });
    expect(clock.dueDate).toBe(england.addWorkingDays(england.addWorkingDays('2026-06-01', 150), 5));
    expect(clock.pauses).toEqual([
      { from: new Date('2026-06-08T09:00:00Z'), to: new Date('2026-06-15T09:00:00Z') },
    ]);
  });

  it('leaves running a clock that On hold does not pause', () => {
    const clock = read(
      DECISION,
      history(['2026-06-01T09:00:00Z', S.APPLICATION_SUBMITTED], onHold, [
        '2026-06-15T09:00:00Z',
        S.APPLICATION_SUBMITTED,
      ]),
      '2026-06-16T12:00:00Z',
    );
    expect(clock).toMatchObject({ state: 'running', paused: 0, dueDate: '2026-12-01', pauses: [] });
  });

  it('counts a pause over Christmas in the working days of the authority’s nation', () => {
    const changes = history(
      ['2026-11-02T09:00:00Z', S.ENQUIRY],
      ['2026-12-24T09:00:00Z', S.ON_HOLD],
      ['2027-01-05T09:00:00Z', S.ENQUIRY],
    );
    // England: 29, 30, 31 December, 4 and 5 January. Scotland also closes on 4 January.
    expect(read(END_TO_END, changes, '2027-01-06T12:00:00Z').paused).toBe(5);
    expect(read(END_TO_END, changes, '2027-01-06T12:00:00Z', { calendar: scotland }).paused).toBe(4);
  });

  it('gives nothing back for time on hold after the due date has passed', () => {
    const changes = history(
      ['2026-06-01T09:00:00Z', S.ENQUIRY],
      ['2026-06-02T09:00:00Z', S.ON_HOLD],
      ['2026-06-03T09:00:00Z', S.ENQUIRY],
    );
    const urgent = { priority: 'Urgent' as const };
    const due = read(END_TO_END, changes, '2026-06-04T12:00:00Z', urgent).dueDate ?? '';
    const late = england.addWorkingDays(due, 3);
    const held = [...changes, ...history([`${late}T09:00:00Z`, S.ON_HOLD])];
    const clock = read(END_TO_END, held, `${england.addWorkingDays(late, 10)}T12:00:00Z`, urgent);
    expect(clock).toMatchObject({ state: 'missed', dueDate: due, rag: 'red' });
  });
});

describe('Withdrawn', () => {
  const started = ['2026-06-01T09:00:00Z', S.ENQUIRY] as [string, number];

  it('stops the clock as neither met nor missed', () => {
    const clock = read(
      END_TO_END,
      history(started, ['2026-06-05T09:00:00Z', S.WITHDRAWN]),
      '2026-09-01T12:00:00Z',
    );
    expect(clock).toMatchObject({ state: 'stopped', rag: 'none', elapsed: 4 });
    expect(clock.stoppedAt).toEqual(new Date('2026-06-05T09:00:00Z'));
  });

  it('runs on after a reopening, the time withdrawn left out like a pause', () => {
    const clock = read(
      END_TO_END,
      history(started, ['2026-06-05T09:00:00Z', S.WITHDRAWN], ['2026-06-12T09:00:00Z', S.ENQUIRY]),
      '2026-06-15T12:00:00Z',
    );
    expect(clock).toMatchObject({ state: 'running', paused: 5, elapsed: 5, stoppedAt: null });
  });

  it('ends a pause under way when a case on hold is withdrawn', () => {
    const clock = read(
      END_TO_END,
      history(started, ['2026-06-03T09:00:00Z', S.ON_HOLD], ['2026-06-05T09:00:00Z', S.WITHDRAWN]),
      '2026-09-01T12:00:00Z',
    );
    expect(clock).toMatchObject({ state: 'stopped', paused: 2, elapsed: 2 });
  });
});

describe('a refusal', () => {
  const refused = (on: string) =>
    history(
      ['2026-01-05T10:00:00Z', S.ENQUIRY],
      ['2026-01-15T10:00:00Z', S.APPLICATION_SUBMITTED],
      [`${on}T10:00:00Z`, S.REFUSED],
    );

  it('stops the Decision clock as met when the refusal came in time, as an approval would', () => {
    const clock = read(DECISION, refused('2026-05-11'), '2026-09-01T12:00:00Z');
    expect(clock).toMatchObject({ state: 'met', rag: 'green', dueDate: '2026-07-15' });
    expect(clock.stoppedAt).toEqual(new Date('2026-05-11T10:00:00Z'));
  });

  it('stops the Decision clock as missed when the refusal came after six months', () => {
    expect(read(DECISION, refused('2026-07-20'), '2026-09-01T12:00:00Z')).toMatchObject({
      state: 'missed',
      rag: 'red',
      remaining: -5,
    });
  });

  it('stops a clock that runs past the decision as not applicable, and leaves a later one unstarted', () => {
    const endToEnd = read(END_TO_END, refused('2026-05-11'), '2026-09-01T12:00:00Z');
    expect(endToEnd).toMatchObject({ state: 'stopped', rag: 'none' });
    expect(endToEnd.stoppedAt).toEqual(new Date('2026-05-11T10:00:00Z'));
    expect(read(COMPLETION, refused('2026-05-11'), '2026-09-01T12:00:00Z').state).toBe('not_started');
  });

  it('reopened, runs the Decision clock on with the time refused left out, like a withdrawal', () => {
    const reopened = [
      ...refused('2026-03-02'),
      ...history(['2026-03-12T10:00:00Z', S.APPLICATION_SUBMITTED]).map((change) => ({
        ...change,
        fromStatusId: S.REFUSED,
      })),
    ];
    const clock = read(DECISION, reopened, '2026-04-01T12:00:00Z');
    expect(clock).toMatchObject({ state: 'running', paused: 10, dueDate: '2026-07-25' });
  });
});
