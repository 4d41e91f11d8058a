// Values as the server's PDFs print them (the case summary, subject access' summary.pdf).

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'medium' });

/** A moment (London time) or a calendar day as people read it; blank for none. */
export function when(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateTime.format(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayFormat.format(new Date(`${value}T00:00:00Z`)) : value;
}

/** Pence as pounds ("£1,234.50"); blank for none. */
export const pounds = (pence: number | null | undefined) =>
  pence === null || pence === undefined
    ? ''
    : (pence / 100).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });

/** A case field's value as the case page shows it, by the field's format; blank for none. */
export function caseFieldText(format: string, value: unknown): string {
  if (typeof value === 'number') return format === 'pence' ? pounds(value) : String(value);
  if (typeof value === 'string') return format === 'date' ? when(value) : value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return '';
}
