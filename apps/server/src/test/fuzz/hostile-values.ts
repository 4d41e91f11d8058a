import fc from 'fast-check';

/** Strings an attacker or a broken client sends: control characters, odd unicode, injections, paths. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uFFFF',
  '\uD800',
  '\u202Eevil',
  '𝕏'.repeat(40),
  "' OR 1=1 --",
  '"; DROP TABLE cases; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  'NULL',
  'undefined',
  '__proto__',
  'constructor',
  '=HYPERLINK("http://x")',
  '1e309',
  '-0',
  '0x10',
  '2026-02-30',
  '9999-99-99T99:99:99Z',
];

/** Keys that pollute objects built carelessly from input, and keys that name who or what a request is about. */
const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'userType',
  'authorityId',
  'id',
  'version',
];

/** One value of any JSON type, hostile where it can be. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constant('x'.repeat(70_000)),
  fc.integer(),
  fc.constantFrom(-1, 0, 0.5, -2.75, 1e308, -1e308, 2 ** 53 + 2, 2 ** 31, -(2 ** 31) - 1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/** A JSON value with some depth: arrays and objects of hostile values, prototype keys among them. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTOTYPE_KEYS)),
      hostileScalar,
      {
        maxKeys: 3,
      },
    ),
  },
);

/** Keys no schema has, and the prototype keys that pollute objects built carelessly from input. */
export const extraKey = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.string({ minLength: 1, maxLength: 12 }),
);

const deeplyNested = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

/** Bodies that are not the JSON they claim to be, or JSON of the wrong shape altogether. */
export const RAW_BODIES = [
  '{',
  '{"a":',
  '{"a" 1}',
  "{'a': 1}",
  '[]',
  '[1,2,3]',
  'null',
  '"a string"',
  '42',
  'true',
  '{"__proto__":{"isAdmin":true,"userType":"ADMIN"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  deeplyNested(2_000),
  `{"a":"${'\\u0000'.repeat(100)}"}`,
  '\u0000\u0001\u0002',
  '{"a":1}{"b":2}',
] as const;

/** Content types a JSON route does not take, each with a body that matches it. */
export const WRONG_CONTENT_TYPES = [
  { contentType: 'text/plain', body: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  { contentType: 'application/xml', body: '<a>1</a>' },
  { contentType: 'application/json; charset=utf-16', body: '{"a":1}' },
] as const;
