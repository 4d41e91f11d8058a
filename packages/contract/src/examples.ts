/**
 * The kinds of record an example call can name. `caller` is the caller's own user id (a call
 * that takes one refuses anyone else's); `platform-admin` is a platform admin's account.
 */
export const RECORD_KINDS = [
  'authority',
  'user',
  'platform-admin',
  'contractor',
  'case',
  'bookmark',
  'diary',
  /** An action item with a text note. */
  'action-item',
  /** An action item with a file. */
  'file-item',
  /** One of an authority's clocks. */
  'clock-definition',
  /** One of an authority's closure days. */
  'closure-day',
  /** An entry of one of an authority's lists: an adaptation type. */
  'authority-choice',
  /** An item of a case's schedule of works. */
  'work',
  /** A contractor's quote on a case. */
  'quote',
  /** A variation of a case's approved grant. */
  'variation',
  /** A payment requested against a case's approved grant. */
  'payment',
  /** A warning note on a case. */
  'warning-note',
  /** A link between the example's case and another case of its authority. */
  'case-link',
  /** A document filed on a case. */
  'case-document',
  /** A document the applicant sent from the portal (a file item of theirs). */
  'applicant-item',
  /** A document an officer asked the applicant for, on a case. */
  'document-request',
  /** One of the authority's letter templates. */
  'letter-template',
  'caller',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Stands in an example for the id of a record of `kind`, which whoever uses the example makes. */
export class RecordReference {
  constructor(readonly kind: RecordKind) {}
}

/** The id of a record of `kind`, in an example call. */
export function recordOf(kind: RecordKind): RecordReference {
  return new RecordReference(kind);
}

export type ExampleValue =
  | string
  | number
  | boolean
  | null
  | RecordReference
  | readonly ExampleValue[]
  | { readonly [key: string]: ExampleValue };

/** A call of an endpoint that works, its ids standing for records of their kind. */
export type EndpointExample = {
  params?: Readonly<Record<string, ExampleValue>>;
  query?: Readonly<Record<string, ExampleValue>>;
  body?: ExampleValue;
  /** The file of an `upload` endpoint's call: its name and its bytes, as text. */
  file?: { name: string; content: string };
  /**
   * What the call answers someone allowed to make it, when not 200: a made-up reset link is
   * refused whoever sends it, which is all such a call can show.
   */
  status?: number;
};

/** The example with each record it names replaced by `idOf` (the OpenAPI document: 1). */
export function resolveExample(value: ExampleValue | undefined, idOf: (kind: RecordKind) => number): unknown {
  if (value instanceof RecordReference) return idOf(value.kind);
  if (Array.isArray(value)) return value.map((item: ExampleValue) => resolveExample(item, idOf));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveExample(item, idOf)]));
  }
  return value;
}

/** Every record kind an example value names, once each. */
export function recordKindsIn(value: ExampleValue | undefined): RecordKind[] {
  if (value instanceof RecordReference) return [value.kind];
  if (Array.isArray(value)) return [...new Set(value.flatMap((item: ExampleValue) => recordKindsIn(item)))];
  if (value !== null && typeof value === 'object') {
    return [...new Set(Object.values(value).flatMap((item) => recordKindsIn(item)))];
  }
  return [];
}
