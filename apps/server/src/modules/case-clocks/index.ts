// A case's clocks (docs/clocks.md): read from its status history, and kept in case_clocks by the
// changes that move them. The clocks module serves them; the cases module calls the hooks.
export {
  findHistories,
  findCaseForClocks,
  definitionColumns,
  findDefinitions,
  findCalendarSettings,
} from './clock-repository';
export {
  loadClockContext,
  loadWorkingDayCalendar,
  markClocksStale,
  readCaseClocks,
  recomputeStaleClocks,
  refreshAuthorityClocks,
  refreshCaseClocks,
  type ClockContext,
} from './keep-case-clocks';
export { CLOCK_MARKS } from './clock-marks';
export { refreshClocksMovedByTime } from './refresh-clocks-moved-by-time';
export { readClock, type ClockReading, type ClockRule, type StatusChange } from './read-clock';
