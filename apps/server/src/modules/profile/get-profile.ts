import type { Profile } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { notFound } from '../../platform/errors/app-error';
import { findProfile } from './profile-repository';

export async function getProfile(db: Executor, caller: Caller): Promise<Profile> {
  const profile = await findProfile(db, caller.webUserId);
  if (!profile) throw notFound('Your account');
  return profile;
}
