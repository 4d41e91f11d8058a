import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { InvitationDeps } from './send-invitation';

/** What the use cases that create and manage users need: the database and invitation mail. */
export type UserAdminDeps = { db: Database } & InvitationDeps;

export function userAdminDeps(app: FastifyInstance): UserAdminDeps {
  return { db: app.db, mailer: app.mailer, publicUrl: app.config.PUBLIC_URL };
}
