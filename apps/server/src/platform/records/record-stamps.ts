/** When a record was made and last changed, and the version an edit must name, as the API answers them. */
export function recordStamps(row: { createdAt: Date; updatedAt: Date; version: number }) {
  return {
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
