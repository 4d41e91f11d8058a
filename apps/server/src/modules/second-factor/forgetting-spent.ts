import type { FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors/app-error';
import { clearPendingSignInCookie } from '../auth';

/** A pending sign-in found spent or expired: its cookie goes too, and the page starts again. */
export async function forgettingSpent<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') clearPendingSignInCookie(reply);
    throw error;
  }
}
