/** An amount typed in pounds: "12,500.00", "£12500", "12500.5"; commas group thousands. */
const POUNDS = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

export const POUNDS_MESSAGE = 'Enter an amount in pounds, like 12,500.00';

/**
 * What was typed in pounds as whole pence: null for blank, undefined for what is not an amount.
 * Worked in whole numbers, so 0.29 is 29 pence and never 28.999….
 */
export function poundsToPence(typed: string): number | null | undefined {
  const text = typed.trim();
  if (text === '') return null;
  const match = POUNDS.exec(text);
  if (!match) return undefined;
  const pounds = Number((match[1] ?? '').replaceAll(',', ''));
  const pence = Number((match[2] ?? '').padEnd(2, '0'));
  return pounds * 100 + pence;
}

const grouped = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Pence as the pounds a form shows: 1250000 → "12,500.00"; '' for none. */
export function penceToPoundsText(pence: number | null): string {
  return pence === null ? '' : grouped.format(pence / 100);
}

const currency = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Pence as British money: 1250000 → "£12,500.00". */
export function formatPence(pence: number): string {
  return currency.format(pence / 100);
}

/** What was typed, shown tidily once left ("12500" → "12,500.00"); what is not an amount stays. */
export function tidyPounds(typed: string): string {
  const pence = poundsToPence(typed);
  return pence === undefined ? typed : penceToPoundsText(pence);
}
