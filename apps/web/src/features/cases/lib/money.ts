// Money is shared with the grant: its home is lib/money.ts.
export { formatPence, penceToPoundsText, poundsToPence, POUNDS_MESSAGE, tidyPounds } from '@/lib/money';
