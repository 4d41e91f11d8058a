import type { FoundAddress } from '@casekeeper/contract';
import { z } from 'zod';
import type { AddressProvider } from './address-provider';
import { withoutSecret } from './without-secret';

const PROVIDER_TIMEOUT_MS = 5000;

const blankAsNull = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);

/** The fields we use of getAddress.io's `find` answer with `expand=true`; others are ignored. */
const findAnswerSchema = z.object({
  addresses: z.array(
    z.object({
      line_1: blankAsNull,
      line_2: blankAsNull,
      line_3: blankAsNull,
      line_4: blankAsNull,
      town_or_city: blankAsNull,
      county: blankAsNull,
      /** Not every plan or compatible service sends one. */
      uprn: z.union([z.string(), z.number()]).nullish(),
    }),
  ),
});
type ProviderAddress = z.infer<typeof findAnswerSchema>['addresses'][number];

const UPRN = /^[0-9]{1,12}$/;

function toFoundAddress(address: ProviderAddress, postCode: string): FoundAddress | null {
  if (!address.line_1) return null;
  const uprn = address.uprn === null || address.uprn === undefined ? null : String(address.uprn);
  return {
    addressLine1: address.line_1,
    addressLine2: address.line_2,
    addressLine3: [address.line_3, address.line_4].filter(Boolean).join(', ') || null,
    town: address.town_or_city,
    county: address.county,
    postCode,
    uprn: uprn !== null && UPRN.test(uprn) ? uprn : null,
  };
}

export type GetAddressOptions = {
  /** The service's base address, without a trailing slash. */
  url: string;
  apiKey: string;
  timeoutMs?: number;
};

/**
 * A getAddress.io-style service: `GET {url}/find/{post code}?api-key=…&expand=true`, where a
 * 404 means the post code has no addresses. Errors never carry the key (it is in the URL).
 */
export function createGetAddressProvider(options: GetAddressOptions): AddressProvider {
  return {
    source: 'provider',
    async find(postCode) {
      const url = new URL(`${options.url}/find/${encodeURIComponent(postCode)}`);
      url.searchParams.set('api-key', options.apiKey);
      url.searchParams.set('expand', 'true');
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? PROVIDER_TIMEOUT_MS),
        });
        if (response.status === 404) return [];
        if (!response.ok) throw new Error(`the address provider answered HTTP ${response.status}`);
        const answer = findAnswerSchema.parse(await response.json());
        return answer.addresses.flatMap((address) => toFoundAddress(address, postCode) ?? []);
      } catch (error) {
        throw withoutSecret(error, options.apiKey);
      }
    },
  };
}
