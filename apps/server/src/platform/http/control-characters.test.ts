import {
  API_PREFIX,
  CONTROL_CHARACTERS_MESSAGE,
  findRouteAccess,
  isAdmitted,
  MULTI_LINE_CONTROL_CHARACTERS_MESSAGE,
  type AccessSubject,
} from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import { apiCalls, freshIp, signedInApplicant, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();
const api = apiCalls(context);
/** Saves a signed-in user's name on their profile, as first read (version 1). */
const saveName = (user: SignedInUser, firstName: string, lastName: string) =>
  api.post('/profile', user, { firstName, lastName, version: 1 });

/** Fields that are secrets or tokens: checked against a hash, never stored or shown as typed. */
const SECRET_FIELDS = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'confirmNewPassword',
  'token',
  'captchaToken',
  'accessToken',
  'refreshToken',
]);

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** A case to try: send `value` in `field` (a query parameter or body property) and expect a 400 on `fieldPath`. */
type Probe = {
  method: string;
  /** The OpenAPI path, for the route's access rule. */
  path: string;
  url: string;
  body?: object;
  query?: Record<string, string>;
  fieldPath: string;
};

const BAD = 'a\u0000b';

/** Free text the schema lets through as a plain string (not an enum, a date or a secret). */
function isFreeText(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.anyOf) return schema.anyOf.some(isFreeText);
  return schema.type === 'string' && !schema.enum && !schema.format;
}

function fixedValues(object: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object.properties ?? {})
      .filter(([, property]) => property.enum?.length === 1)
      .map(([name, property]) => [name, property.enum?.[0]]),
  );
}

function pathWithParameters(path: string, operation: Operation, authorityId: number): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters?.find((candidate) => candidate.name === name);
    const values = parameter?.schema?.enum;
    if (values) return String(values[0]);
    return name === 'statusId' ? '1' : String(authorityId);
  });
}

function probesOf(document: { paths: Record<string, Record<string, Operation>> }, authorityId: number) {
  const probes: Probe[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const url = pathWithParameters(path, operation, authorityId);
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query' && isFreeText(parameter.schema) && !SECRET_FIELDS.has(parameter.name)) {
          probes.push({ method, path, url, query: { [parameter.name]: BAD }, fieldPath: parameter.name });
        }
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      for (const variant of body?.oneOf ?? body?.anyOf ?? (body ? [body] : [])) {
        for (const [name, property] of Object.entries(variant.properties ?? {})) {
          if (SECRET_FIELDS.has(name)) continue;
          const fixed = fixedValues(variant);
          if (isFreeText(property))
            probes.push({ method, path, url, body: { ...fixed, [name]: BAD }, fieldPath: name });
          else if (property.type === 'array' && isFreeText(property.items)) {
            probes.push({ method, path, url, body: { ...fixed, [name]: [BAD] }, fieldPath: `${name}.0` });
          }
        }
      }
    }
  }
  return probes;
}

/** Whether the route's access rule admits `who`, from an OpenAPI path (`/api/case/{caseId}`) and method. */
function routeAdmits(method: string, openApiPath: string, who: AccessSubject): boolean {
  const path = openApiPath.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1');
  const access = findRouteAccess(method.toUpperCase(), path);
  return access !== undefined && isAdmitted(access, who);
}
const PLATFORM_ADMIN: AccessSubject = { userType: 'ADMIN', role: null, impersonating: false };
const APPLICANT: AccessSubject = { userType: 'APPLICANT', role: null, impersonating: false };

async function fieldErrors(probe: Probe, who: SignedInUser) {
  const response = await context.app.inject({
    method: probe.method.toUpperCase() as 'GET' | 'POST',
    url: probe.url,
    headers: who.auth,
    remoteAddress: freshIp(),
    ...(probe.query ? { query: probe.query } : {}),
    ...(probe.body ? { payload: probe.body } : {}),
  });
  return {
    status: response.statusCode,
    fields: response.json().data?.fields as Record<string, string[]> | undefined,
  };
}

describe('control characters in text', () => {
  it('are refused with a 400 on the field, in every string a route reads from its body or query', async () => {
    const admin = await signedInUser(context, { userType: 'ADMIN' });
    // Routes platform admins may not call (cases) are tried by an authority's administrator.
    const authorityAdmin = await signedInUser(context, { userType: 'AUTHORITY_USER', role: 'ADMIN' });
    // The portal's routes, by an applicant.
    const applicant = await signedInApplicant(context, authorityAdmin);
    const document = (await api.get('/docs/json')).json();
    const probes = probesOf(document, admin.id);
    // The walk must find the text fields, or it proves nothing.
    expect(probes.map((probe) => `${probe.method} ${probe.url} ${probe.fieldPath}`)).toEqual(
      expect.arrayContaining([
        'post /api/profile firstName',
        `get /api/authority/User/${admin.id} search`,
        'get /api/audit action',
        'post /api/contractor/add trades.0',
        'post /api/admin/add town',
        'post /api/case/add clientLastName',
        'post /api/case/1/1 note',
        'get /api/postcode postCode',
        'post /api/portal/message message',
      ]),
    );
    const failures: string[] = [];
    for (const probe of probes) {
      const caller = routeAdmits(probe.method, probe.path, PLATFORM_ADMIN)
        ? admin
        : routeAdmits(probe.method, probe.path, APPLICANT)
          ? applicant
          : authorityAdmin;
      const { status, fields } = await fieldErrors(probe, caller);
      const messages = fields?.[probe.fieldPath] ?? [];
      const refused =
        messages.includes(CONTROL_CHARACTERS_MESSAGE) ||
        messages.includes(MULTI_LINE_CONTROL_CHARACTERS_MESSAGE);
      if (status !== 400 || !refused) {
        failures.push(`${probe.method} ${probe.url} ${probe.fieldPath}: ${status} ${JSON.stringify(fields)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a NUL in a name on the profile with a clear message, and changes nothing', async () => {
    const user = await signedInUser(context);
    const response = await saveName(user, 'a\u0000b', 'Officer');
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual({ firstName: [CONTROL_CHARACTERS_MESSAGE] });
    expect((await api.get('/profile', user)).json().data.firstName).toBe('Sam');
  });

  it('refuses line breaks and tabs in single-line fields such as names', async () => {
    const owner = await signedInUser(context, { userType: 'AUTHORITY', role: 'ADMIN' });
    const response = await api.post('/authority/user/add', owner, {
      authorityId: owner.authorityId,
      email: 'new.person@council.gov.uk',
      firstName: 'Jo\n\nVerify your account at http://evil.example',
      lastName: 'Tab\tbed',
      userType: 'AUTHORITY_USER',
      role: 'READWRITE',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual({
      firstName: [CONTROL_CHARACTERS_MESSAGE],
      lastName: [CONTROL_CHARACTERS_MESSAGE],
    });
  });

  it('answers a NUL in a list search or an audit filter with a 400, not a database error', async () => {
    const admin = await signedInUser(context, { userType: 'ADMIN' });
    const authority = await signedInUser(context, { userType: 'AUTHORITY', role: 'ADMIN' });
    const calls = [
      api.get(`/authority/User/${authority.authorityId}`, admin, { search: 'x\u0000y' }),
      api.get(`/contractor/list/${authority.authorityId}`, admin, { search: 'x\u0000y' }),
      api.get('/admin/admin/list/1', admin, { search: 'x\u0000y' }),
      api.get('/admin/authority/list/1', admin, { search: 'x\u0000y' }),
      api.get('/audit', admin, { entityType: 'x\u0000y' }),
      api.get('/audit', admin, { entityId: 'x\u0000y' }),
      api.get('/audit', admin, { action: 'x\u0000y' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(400);
      expect(Object.values(response.json().data.fields).flat()).toContain(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('keeps ordinary text with accents, apostrophes and trailing spaces working', async () => {
    const user = await signedInUser(context);
    const response = await saveName(user, " Zoë O'Brien-Łukasz ", 'Ng');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.firstName).toBe("Zoë O'Brien-Łukasz");
  });
});
