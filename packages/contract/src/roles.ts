import { z } from 'zod';

/** APPLICANT: the client of a case, following it in the applicant portal (PRODUCT.md §1). */
export const USER_TYPES = ['ADMIN', 'AUTHORITY', 'AUTHORITY_USER', 'APPLICANT'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

export const AUTHORITY_ROLES = ['READONLY', 'READWRITE', 'ADMIN'] as const;
export const authorityRoleSchema = z.enum(AUTHORITY_ROLES);
export type AuthorityRole = z.infer<typeof authorityRoleSchema>;

export type RoleFlags = {
  readOnly: boolean;
  readWrite: boolean;
  admin: boolean;
};

/** The three flags the session derives from an authority role; no role means all false. */
export function roleFlags(role: AuthorityRole | null | undefined): RoleFlags {
  return {
    readOnly: role === 'READONLY',
    readWrite: role === 'READWRITE',
    admin: role === 'ADMIN',
  };
}
