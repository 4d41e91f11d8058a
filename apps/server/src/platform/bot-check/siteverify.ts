import { z } from 'zod';

/** The answer both Turnstile and reCAPTCHA give at their siteverify endpoints. */
const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  action: z.string().optional(),
  score: z.number().optional(),
  'error-codes': z.array(z.string()).optional(),
});
export type SiteverifyAnswer = z.infer<typeof siteverifyAnswerSchema>;

const VERIFY_TIMEOUT_MS = 5000;

/** Posts a token to a siteverify endpoint (form-encoded, as both providers document). */
export async function siteverify(
  url: string,
  fields: { secret: string; response: string; remoteip: string },
): Promise<SiteverifyAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
  return siteverifyAnswerSchema.parse(await response.json());
}
