/** Navigation state of a page left after a change to the clock settings (the notice follows). */
export const CLOCKS_RECOMPUTING_STATE = { clocksRecomputing: true } as const;

export function saysClocksRecomputing(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'clocksRecomputing' in state;
}

/** What a change to the settings sets going (docs/clocks.md, the clocks.recompute job). */
export const CLOCKS_RECOMPUTING_MESSAGE =
  "Every case's timescales are being worked out again in the background. A case's own page shows the new ones at once; the case list and alarms follow within a few minutes.";
