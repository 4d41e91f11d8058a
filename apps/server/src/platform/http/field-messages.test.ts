import {
  API_PREFIX,
  findRouteAccess,
  isAdmitted,
  isLibraryWording,
  type AccessSubject,
} from '@casekeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, freshIp, signedInApplicant, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { multipartForm } from '../../test/multipart';

/**
 * Every required field of every request body, left out, is answered with a 400 on that field in
 * the product's words (issue 33). The calls come from the OpenAPI document the app serves, so a
 * route added later is walked with no change here.
 */

const context = useTestApp();
const api = apiCalls(context);

type JsonSchema = {
  type?: string;
  format?: string;
  enum?: (string | number)[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = {
  parameters?: { name: string; in: string; schema?: JsonSchema; example?: string | number }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const JSON_BODY = 'application/json';
const FORM_BODY = 'multipart/form-data';

/** A call with one required field left out. */
type Probe = {
  method: string;
  /** The route as the contract writes it: `/case/:caseId/:statusId`. */
  route: string;
  url: string;
  kind: typeof JSON_BODY | typeof FORM_BODY;
  body: Record<string, unknown>;
  /** A form's file part, sent unless it is the field left out. */
  file?: string;
  field: string;
};

function urlOf(path: string, operation: Operation): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters?.find((candidate) => candidate.name === name);
    const value = parameter?.example ?? parameter?.schema?.enum?.[0] ?? 1;
    return encodeURIComponent(String(value));
  });
}

/** A union branch's fixed values (`type: 'authority'`), which say which branch a body is. */
function fixedValuesOf(branch: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(branch.properties ?? {})
      .filter(([, property]) => property.enum?.length === 1)
      .map(([name, property]) => [name, property.enum?.[0]]),
  );
}

function probesOf(document: OpenApi): Probe[] {
  const probes: Probe[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const content = operation.requestBody?.content ?? {};
      const kind = JSON_BODY in content ? JSON_BODY : FORM_BODY in content ? FORM_BODY : undefined;
      const schema = kind && content[kind]?.schema;
      if (!kind || !schema) continue;
      // The definition's example call, record ids as 1.
      const example = (content[kind]?.example ?? {}) as Record<string, unknown>;
      const route = path.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1');
      const url = urlOf(path, operation);
      for (const branch of schema.oneOf ?? schema.anyOf ?? [schema]) {
        const file = Object.entries(branch.properties ?? {}).find(
          ([, property]) => property.format === 'binary',
        );
        for (const field of branch.required ?? []) {
          const body = Object.fromEntries(
            Object.entries({ ...example, ...fixedValuesOf(branch) }).filter(([name]) => name !== field),
          );
          probes.push({ method: method.toUpperCase(), route, url, kind, body, file: file?.[0], field });
        }
      }
    }
  }
  return probes;
}

type Caller = { who: AccessSubject; user: SignedInUser };
const callers: Caller[] = [];

beforeAll(async () => {
  const officer = await signedInUser(context, { role: 'READWRITE' });
  const subjectOf = (user: SignedInUser): AccessSubject => ({
    userType: user.session.user_type,
    role: user.session.role,
    impersonating: false,
  });
  for (const user of [
    await signedInUser(context, { userType: 'ADMIN' }),
    await signedInUser(context, { userType: 'AUTHORITY', role: 'ADMIN' }),
    await signedInUser(context, { role: 'ADMIN' }),
    officer,
    await signedInApplicant(context, officer),
  ]) {
    callers.push({ who: subjectOf(user), user });
  }
});

/** Someone the route's access rule lets in (nobody for a public route), so the body is what is judged. */
function callerFor(probe: Probe): SignedInUser | undefined {
  const access = findRouteAccess(probe.method, probe.route);
  if (!access) throw new Error(`${probe.method} ${probe.route} has no access rule`);
  if (access.kind === 'public') return undefined;
  const caller = callers.find((candidate) => isAdmitted(access, candidate.who));
  if (!caller) throw new Error(`no test caller may call ${probe.method} ${probe.route}`);
  return caller.user;
}

async function send(probe: Probe) {
  const caller = callerFor(probe);
  const form =
    probe.kind === FORM_BODY
      ? multipartForm(
          probe.body,
          probe.file && probe.file !== probe.field
            ? { [probe.file]: { name: 'note.txt', content: 'A note' } }
            : {},
        )
      : undefined;
  return context.app.inject({
    method: probe.method as 'POST',
    url: probe.url,
    headers: { ...caller?.auth, ...form?.headers },
    remoteAddress: freshIp(),
    payload: form ? form.payload : probe.body,
  });
}

describe('field messages', () => {
  it('answers every required field left out of a request body with a 400 on that field, in the product’s words', async () => {
    const document = (await api.get('/docs/json')).json<OpenApi>();
    const probes = probesOf(document);
    // The walk must reach bodies of each kind, or it proves nothing.
    expect(probes.map((probe) => `${probe.method} ${probe.route} ${probe.field}`)).toEqual(
      expect.arrayContaining([
        'POST /admin/add contactEmail',
        'POST /login email',
        'POST /password-reset newPassword',
        'POST /bookmark-filter/add filter',
        'POST /clocks/closure-day/add day',
        'POST /case/add clientLastName',
        'POST /actionItemFile/add diaryId',
        'POST /actionItemFile/add file',
      ]),
    );
    const failures: string[] = [];
    for (const probe of probes) {
      const response = await send(probe);
      const fields = response.json<{ data?: { fields?: Record<string, string[]> } }>().data?.fields ?? {};
      const onField = fields[probe.field] ?? [];
      const unworded = Object.values(fields).flat().filter(isLibraryWording);
      if (response.statusCode !== 400 || onField.length === 0 || unworded.length > 0) {
        failures.push(
          `${probe.method} ${probe.route} without ${probe.field}: ${response.statusCode} ${response.body}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('asks for the contact e-mail address of an authority added without one', async () => {
    const admin = await signedInUser(context, { userType: 'ADMIN' });
    const response = await api.post('/admin/add', admin, {
      type: 'authority',
      name: 'Borsetshire County Council',
      shortCode: 'BCC',
      addressLine1: 'County Hall',
      town: 'Borchester',
      postCode: 'B33 8TH',
      contactPhone: '01632 960000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual({ contactEmail: ['Enter the contact e-mail address'] });
  });
});
