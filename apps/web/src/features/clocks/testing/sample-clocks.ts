import { DEFAULT_CLOCK_DEFINITIONS, type CaseClock, type ClockSettings } from '@casekeeper/contract';

/** A case's clock as GET /case/{id}/clocks answers it, for tests: End to end, running, green. */
export function sampleClock(overrides: Partial<CaseClock> = {}): CaseClock {
  return {
    definitionId: 3,
    name: 'End to end',
    limitUnit: 'WORKING_DAYS',
    limit: 150,
    state: 'running',
    rag: 'green',
    startedAt: '2026-09-01T09:00:00.000Z',
    stoppedAt: null,
    dueDate: '2027-04-07',
    amberDate: '2027-02-10',
    redDate: '2027-04-07',
    countUnit: 'WORKING_DAYS',
    elapsed: 60,
    remaining: 90,
    paused: 0,
    pauses: [],
    ...overrides,
  };
}

/** The authority's settings with the three default clocks, as GET /clocks/settings answers them. */
export function sampleSettings(overrides: Partial<ClockSettings> = {}): ClockSettings {
  return {
    nation: 'ENGLAND_AND_WALES',
    definitions: DEFAULT_CLOCK_DEFINITIONS.map((definition, index) => ({
      ...definition,
      id: index + 1,
      version: 1,
    })),
    closureDays: [{ id: 9, day: '2026-12-29', description: 'Christmas shutdown' }],
    can: { edit: true },
    ...overrides,
  };
}
