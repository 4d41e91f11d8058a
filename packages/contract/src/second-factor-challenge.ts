import { z } from 'zod';

/** The second factors a sign-in may be finished with, as the sign-in answer offers them. */
export const SECOND_FACTOR_METHODS = ['TOTP', 'RECOVERY_CODE', 'PASSKEY'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * What a sign-in whose first factor (password, or single sign-on) passed answers when a second
 * factor is still to come: the ways the person may pass it, or that they must first set one up
 * (their authority requires one and they have none). No session yet: the pending sign-in lives in
 * an HttpOnly cookie (docs/sessions.md, "Second factor").
 */
export const secondFactorChallengeSchema = z.object({
  secondFactorRequired: z.literal(true),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  mustEnrol: z.boolean(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;
