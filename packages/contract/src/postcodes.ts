import { z } from 'zod';
import { ACCESS } from './access-rules';
import { defineEndpoint } from './endpoint';
import { singleLineText } from './text';
import { isUkOutwardCode, normaliseUkPostCode, UK_POST_CODE_MESSAGES } from './uk';

export const POSTCODE_LOOKUP_MESSAGES = {
  partial: 'Enter the whole post code, like SW1A 1AA: the address finder needs both parts',
  unavailable: 'The address finder is not available. Enter the address by hand.',
} as const;

/** The post code to look up, normalised; half a post code gets its own message. */
export const postcodeLookupQuerySchema = z.object({
  postCode: singleLineText({ error: UK_POST_CODE_MESSAGES.missing })
    .max(16, { error: UK_POST_CODE_MESSAGES.invalid })
    .transform((value, context) => {
      const normalised = normaliseUkPostCode(value);
      if (normalised !== null) return normalised;
      const message =
        value === ''
          ? UK_POST_CODE_MESSAGES.missing
          : isUkOutwardCode(value)
            ? POSTCODE_LOOKUP_MESSAGES.partial
            : UK_POST_CODE_MESSAGES.invalid;
      context.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
});
export type PostcodeLookupQuery = z.input<typeof postcodeLookupQuerySchema>;

/** One address found, in the fields of a case's address, to fill its form with. */
export const foundAddressSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  town: z.string().nullable(),
  county: z.string().nullable(),
  postCode: z.string(),
  /** The property's Unique Property Reference Number, when the source knows it. */
  uprn: z.string().nullable(),
});
export type FoundAddress = z.infer<typeof foundAddressSchema>;

/**
 * Where the addresses came from: the configured address provider, or the addresses already
 * stored in the authority's cases and contractors (docs/routes.md).
 */
export const ADDRESS_SOURCES = ['provider', 'stored'] as const;
export type AddressSource = (typeof ADDRESS_SOURCES)[number];

export const postcodeLookupSchema = z.object({
  postCode: z.string(),
  source: z.enum(ADDRESS_SOURCES),
  addresses: z.array(foundAddressSchema),
});
export type PostcodeLookup = z.infer<typeof postcodeLookupSchema>;

/** The address finder of the case form; manual entry always remains possible. */
export const postcodeEndpoints = {
  lookup: defineEndpoint({
    method: 'GET',
    path: '/postcode',
    summary: 'The addresses at a UK post code, to fill in a case address',
    description:
      'An unknown post code answers an empty list. When the address provider cannot be reached the ' +
      'answer is a 503 and the address is entered by hand.',
    tag: 'postcodes',
    access: ACCESS.caseWriters,
    query: postcodeLookupQuerySchema,
    data: postcodeLookupSchema,
    errors: [400, 401, 403, 429, 503],
    example: { query: { postCode: 'B33 8TH' } },
  }),
};
