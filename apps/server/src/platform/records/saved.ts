/** What a write answers: the record as saved, and what to tell the user about it. */
export type Saved<T> = { record: T; message: string };
