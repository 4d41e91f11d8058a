import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ENDPOINTS } from './access';
import { endpointKey, type EndpointDefinition } from './endpoint';
import { resolveExample } from './examples';
import { fieldErrorMap, isLibraryWording } from './field-messages';
import { fieldNameOf } from './field-names';

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Path = (string | number)[];
type Field = { path: Path; schema: JsonSchema };

const bodies = API_ENDPOINTS.filter((endpoint): endpoint is EndpointDefinition & { body: z.ZodType } =>
  Boolean(endpoint.body),
);

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The object shapes a body may take: each branch of a union, else the body itself. */
const branchesOf = (schema: JsonSchema): JsonSchema[] => schema.oneOf ?? schema.anyOf ?? [schema];

/** Every property at any depth (a list's items as item 0), with its own schema. */
function fieldsOf(schema: JsonSchema, path: Path = []): Field[] {
  const fields: Field[] = [];
  for (const branch of branchesOf(schema)) {
    if (branch.items) fields.push(...fieldsOf(branch.items, [...path, 0]));
    for (const [name, property] of Object.entries(branch.properties ?? {})) {
      fields.push({ path: [...path, name], schema: property }, ...fieldsOf(property, [...path, name]));
    }
  }
  return fields;
}

/** The body of the endpoint's example (ids as 1), in the branch whose fixed values are given. */
function exampleBody(endpoint: EndpointDefinition, branch: JsonSchema): Record<string, unknown> {
  const example = resolveExample(endpoint.example?.body, () => 1);
  const fixed = Object.entries(branch.properties ?? {}).filter(
    ([, property]) => property.const !== undefined,
  );
  return {
    ...(typeof example === 'object' && example !== null ? example : {}),
    ...Object.fromEntries(fixed.map(([name, property]) => [name, property.const])),
  };
}

function typeOf(schema: JsonSchema): string | undefined {
  const types = [schema.type, ...(schema.anyOf ?? []).map((option) => option.type)].flat();
  return types.find((type): type is string => typeof type === 'string' && type !== 'null');
}

const WRONG_VALUE: Partial<Record<string, unknown>> = {
  string: 12345,
  number: 'twelve',
  integer: 'twelve',
  boolean: 'yes',
  array: 'a list',
  object: 'an object',
};

/** `target` with `value` at `path`, the lists and objects on the way made where missing. */
function withValue(target: unknown, path: Path, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list: unknown[] = Array.isArray(target) ? [...(target as unknown[])] : [];
    list[head] = withValue(list[head], rest, value);
    return list;
  }
  const object = typeof target === 'object' && target !== null ? (target as Record<string, unknown>) : {};
  return { ...object, [head]: withValue(object[head], rest, value) };
}

/**
 * What the product answers when `schema` parses `value`, as the server and the forms parse: the
 * messages on `path`, and every message of the answer.
 */
function answer(schema: z.ZodType, value: unknown, path: Path) {
  const issues = schema.safeParse(value, { error: fieldErrorMap }).error?.issues ?? [];
  const key = path.join('.');
  return {
    onField: issues.filter((issue) => issue.path.join('.') === key).map((issue) => issue.message),
    all: issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}

/** `where`, unless the answer is in the product's words (and, when `named`, names the field). */
function failure(where: string, { onField, all }: ReturnType<typeof answer>, named: boolean): string[] {
  const unworded = all.filter((message) => isLibraryWording(message.replace(/^[^:]*: /, '')));
  return unworded.length > 0 || (named && onField.length === 0) ? [`${where}: ${JSON.stringify(all)}`] : [];
}

describe('field messages', () => {
  it('has a name in the catalogue for every field of every request body', () => {
    const unnamed = bodies.flatMap((endpoint) =>
      fieldsOf(jsonSchemaOf(endpoint.body))
        .map(({ path }) => path.at(-1))
        .filter((name): name is string => typeof name === 'string' && !fieldNameOf(name))
        .map((name) => `${endpointKey(endpoint)} ${name}`),
    );
    expect([...new Set(unnamed)]).toEqual([]);
  });

  it('words every required field left out of a request body, never in the library’s words', () => {
    const failures = bodies.flatMap((endpoint) =>
      branchesOf(jsonSchemaOf(endpoint.body)).flatMap((branch) =>
        (branch.required ?? []).flatMap((name) => {
          const body = Object.fromEntries(
            Object.entries(exampleBody(endpoint, branch)).filter(([key]) => key !== name),
          );
          return failure(
            `${endpointKey(endpoint)} without ${name}`,
            answer(endpoint.body, body, [name]),
            true,
          );
        }),
      ),
    );
    expect(failures).toEqual([]);
  });

  it('words a value of the wrong type, and text that is too long, in every field of every request body', () => {
    const failures = bodies.flatMap((endpoint) =>
      branchesOf(jsonSchemaOf(endpoint.body)).flatMap((branch) => {
        const body = exampleBody(endpoint, branch);
        return fieldsOf(branch).flatMap(({ path, schema }) => {
          const where = `${endpointKey(endpoint)} ${path.join('.')}`;
          const type = typeOf(schema);
          const wrong = type === undefined ? undefined : WRONG_VALUE[type];
          const tooLong = schema.maxLength === undefined ? [] : ['x'.repeat(schema.maxLength + 1)];
          return [
            ...(wrong === undefined
              ? []
              : failure(
                  `${where} as ${JSON.stringify(wrong)}`,
                  answer(endpoint.body, withValue(body, path, wrong), path),
                  false,
                )),
            ...tooLong.flatMap((value) =>
              failure(`${where} too long`, answer(endpoint.body, withValue(body, path, value), path), true),
            ),
          ];
        });
      }),
    );
    expect(failures).toEqual([]);
  });

  it('asks for a missing field, and says what a wrong value must be, by the field’s catalogued name', () => {
    const schema = z.object({
      contactEmail: z.string(),
      limit: z.number(),
      trades: z.array(z.string().max(5)),
    });
    const messages = (value: unknown) =>
      schema.safeParse(value, { error: fieldErrorMap }).error?.issues.map((issue) => issue.message);
    expect(messages({ trades: [] })).toEqual(['Enter the contact e-mail address', 'Enter the limit']);
    expect(messages({ contactEmail: 1, limit: 'ten', trades: ['plumbing'] })).toEqual([
      'The contact e-mail address must be text',
      'The limit must be a number',
      'Each of the trades must be at most 5 characters long',
    ]);
  });

  it('leaves a schema’s own message, and fields it has no name for, as they are', () => {
    const schema = z.object({
      email: z.string({ error: 'Enter your e-mail address' }),
      DATABASE_URL: z.string(),
    });
    const result = schema.safeParse({}, { error: fieldErrorMap });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter your e-mail address',
      'Invalid input: expected string, received undefined',
    ]);
  });
});
