/**
 * An axis that counts things (cases, events, people): ticks only at whole numbers. Left to
 * itself MUI X splits a small range into fractions (0.2, 0.4 … 5.0), which no count can be.
 */
export const COUNT_AXIS = { tickMinStep: 1 } as const;
