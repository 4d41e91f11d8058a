import fc from 'fast-check';
import { resolveExample, type EndpointExample, type ExampleValue } from '@casekeeper/contract';
import { z } from 'zod';
import { extraKey, hostileScalar, hostileValue, RAW_BODIES, WRONG_CONTENT_TYPES } from './hostile-values';

/** A request as `app.inject` takes it, and what it tries, for the report of a failure. */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  tries: string;
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
};

/** The route's zod schema as JSON Schema of what it accepts, or none. */
function inputSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values that pass the usual checks of a field, by what its name says it holds. */
const PLAUSIBLE_BY_NAME: [RegExp, unknown][] = [
  [/postcode/i, 'B33 8TH'],
  [/email/i, 'fuzz@example.gov.uk'],
  [/phone/i, '01632 960 111'],
  [/date/i, '2026-01-15'],
  [/password/i, 'marble kettle orbit lantern'],
  [/pence|version|id$/i, 1],
];

/**
 * A plausible value for a schema, with only the required keys of an object: the start each
 * mutation works from, so that many requests get past the first check to the code behind it.
 */
function plausible(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return plausible(choice);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const byName = PLAUSIBLE_BY_NAME.find(([pattern]) => pattern.test(name));
  if (
    byName &&
    (type === 'string' || ((type === 'integer' || type === 'number') && typeof byName[1] === 'number'))
  )
    return byName[1];
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, property]) => [key, plausible(property, key)]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.gov.uk';
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00Z';
      return 'fuzz';
    default:
      return 'x';
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** An object from `base` with one key given a hostile value, some keys left out, or keys no schema has added. */
function mutatedObject(
  base: Record<string, unknown>,
  propertyNames: string[],
): fc.Arbitrary<{ value: Record<string, unknown>; tries: string }> {
  const keys = Object.keys(base);
  const options: fc.Arbitrary<{ value: Record<string, unknown>; tries: string }>[] = [
    fc.dictionary(extraKey, hostileValue, { minKeys: 1, maxKeys: 3 }).map((extra) => ({
      value: { ...base, ...extra },
      tries: 'extra keys',
    })),
  ];
  if (propertyNames.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...propertyNames), hostileValue).map(([key, value]) => ({
        value: { ...base, [key]: value },
        tries: `hostile ${key}`,
      })),
    );
  }
  if (keys.length > 0) {
    options.push(
      fc.subarray(keys, { minLength: 1 }).map((missing) => ({
        value: Object.fromEntries(Object.entries(base).filter(([key]) => !missing.includes(key))),
        tries: `missing ${missing.join(', ')}`,
      })),
    );
  }
  return fc.oneof(...options);
}

const asQueryValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A hostile path parameter: ids that are not ids, real-looking ids, injections. */
const pathParameter = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999',
    'abc',
    '__proto__',
    '1 OR 1=1',
    '%00',
    '..',
    'NULL',
  ),
  fc.string({ minLength: 1, maxLength: 20 }),
);

/** A valid id of no record: the example's calls get past validation without changing the personas' own records. */
const NO_SUCH_RECORD = 2_000_000_000;

/** The endpoint's example call, its record ids naming no record: a start that passes validation, so mutations reach deeper. */
const exampleValue = (value: ExampleValue | undefined) =>
  value === undefined ? undefined : resolveExample(value, () => NO_SUCH_RECORD);

/** The URL of `path` with hostile parameters and a query made from its schema, then mutated. */
function urlArbitrary(path: string, querySchema: JsonSchema | undefined, example: EndpointExample) {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const base = asRecord(exampleValue(example.query) ?? plausible(querySchema));
  const exampleParams = asRecord(exampleValue(example.params));
  const parameters = fc.oneof(
    fc.array(pathParameter, { minLength: names.length, maxLength: names.length }),
    // The example's own parameters, so the query and body mutations meet the code behind them.
    fc.constant(names.map((name) => asQueryValue(exampleParams[name] ?? NO_SUCH_RECORD))),
  );
  const query = fc.oneof(
    fc.constant({ value: base, tries: 'plausible query' }),
    mutatedObject(base, Object.keys(querySchema?.properties ?? {})),
    fc.constant({
      value: { ...base, SortCol: 'id; DROP TABLE cases', SortDir: 'sideways' },
      tries: 'sort outside the allow-list',
    }),
  );
  return fc.tuple(parameters, query).map(([values, { value, tries }]) => {
    let filled = path;
    names.forEach((name, index) => {
      filled = filled.replace(`:${name}`, encodeURIComponent(values[index] ?? '') || '%20');
    });
    const search = new URLSearchParams();
    for (const [key, item] of Object.entries(value)) {
      if (Array.isArray(item)) for (const part of item) search.append(key, asQueryValue(part));
      else if (item !== undefined) search.append(key, asQueryValue(item));
    }
    const queryString = search.toString();
    return {
      url: `/api${filled}${queryString ? `?${queryString}` : ''}`,
      tries: `${values.join('/')} ${tries}`,
    };
  });
}

/** A body for a POST: JSON from the schema mutated, hostile JSON, broken JSON, or the wrong content type. */
function bodyArbitrary(bodySchema: JsonSchema | undefined, example: EndpointExample) {
  const json = (value: unknown, tries: string) => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
    tries,
  });
  const base = asRecord(exampleValue(example.body) ?? plausible(bodySchema));
  return fc.oneof(
    mutatedObject(base, Object.keys(bodySchema?.properties ?? {})).map(({ value, tries }) =>
      json(value, tries),
    ),
    hostileValue.map((value) => json(value, 'a hostile value as the body')),
    fc.constantFrom(...RAW_BODIES).map((payload) => ({
      payload,
      contentType: 'application/json',
      tries: `raw body ${payload.slice(0, 30)}`,
    })),
    fc.constantFrom(...WRONG_CONTENT_TYPES).map(({ contentType, body }) => ({
      payload: body,
      contentType,
      tries: `content type ${contentType}`,
    })),
    fc.constant({ payload: undefined, contentType: undefined, tries: 'no body' }),
    hostileScalar.map((value) => json({ ...base, ...asRecord(value) }, 'plausible body')),
  );
}

/** Requests for one route, made from the schemas it validates. */
export function requestsFor(route: {
  method: string;
  path: string;
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
  endpoint?: { example?: EndpointExample };
}): fc.Arbitrary<FuzzRequest> {
  const example = route.endpoint?.example ?? {};
  const url = urlArbitrary(route.path, inputSchema(route.schema.querystring), example);
  if (route.method !== 'POST') {
    return url.map(({ url: address, tries }) => ({ method: route.method, url: address, headers: {}, tries }));
  }
  return fc
    .tuple(url, bodyArbitrary(inputSchema(route.schema.body), example))
    .map(([address, body]): FuzzRequest => ({
      method: route.method,
      url: address.url,
      headers: body.contentType === undefined ? {} : { 'content-type': body.contentType },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
      tries: `${address.tries}; ${body.tries}`,
    }));
}
