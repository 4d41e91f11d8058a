/** A record id from the path: a positive whole number, else null. */
export function recordIdOf(value: string | undefined): number | null {
  return value !== undefined && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}
