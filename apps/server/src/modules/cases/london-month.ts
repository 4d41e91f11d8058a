import { sql } from 'drizzle-orm';

const value = (name: string) => sql.placeholder(name);

/** The instants a `YYYY-MM` placeholder's month (UK time) starts and ends at, for a range on a timestamp. */
export const londonMonth = (name: string) => {
  const start = sql`(${value(name)} || '-01')::date`;
  return {
    start: sql`(${start}::timestamp at time zone 'Europe/London')`,
    end: sql`((${start} + interval '1 month')::timestamp at time zone 'Europe/London')`,
  };
};
