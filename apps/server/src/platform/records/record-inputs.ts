import type { ChangeInput } from '../audit/audit-change';

/** An edit of a record: which, the version the editor read, and the fields the contract checked. */
export type UpdateInput<Fields> = ChangeInput<{ id: number; version: number; fields: Fields }>;

/** Activating or deactivating a record. */
export type SetActiveInput = ChangeInput<{
  id: number;
  /** The state wanted; absent: the opposite of the current one (the spec's toggle). */
  isActive?: boolean | undefined;
}>;
