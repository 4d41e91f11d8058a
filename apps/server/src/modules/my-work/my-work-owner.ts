import type { Caller } from '../../platform/access/caller';
import { forbidden } from '../../platform/errors/app-error';

/** Whose work: a person of an authority, about the cases assigned to them. */
export type MyWorkOwner = { authorityId: number; webUserId: number };

/** The caller's own: the access rule admits only authority people; nobody else's work is ever read. */
export function myWorkOwnerOf(caller: Caller): MyWorkOwner {
  if (caller.authorityId === null) throw forbidden();
  return { authorityId: caller.authorityId, webUserId: caller.webUserId };
}
