import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS, ROUTE_ACCESS } from './access';
import { endpointKey, type EndpointDefinition } from './endpoint';
import { recordKindsIn, recordOf, resolveExample } from './examples';

const asOne = () => 1;

/** Whether a schema accepts a call without that part (an optional body, a query of defaults). */
function takesNothing(schema: EndpointDefinition['body']): boolean {
  return schema === undefined || schema.safeParse(undefined).success || schema.safeParse({}).success;
}

describe('the example calls of the endpoint definitions', () => {
  it('cover every defined route of the access table', () => {
    const defined = API_ENDPOINTS.map((endpoint) => endpointKey(endpoint));
    const undefinedRoutes = Object.keys(ROUTE_ACCESS).filter((key) => !defined.includes(key as never));
    // The OpenAPI pages are the documentation plugin's, not endpoints of ours.
    expect(undefinedRoutes.sort()).toEqual(['GET /docs', 'GET /docs/*']);
  });

  it.each(API_ENDPOINTS.map((endpoint) => [endpointKey(endpoint), endpoint] as const))(
    '%s has an example its schemas accept',
    (_key, endpoint) => {
      const { example = {} } = endpoint;
      const parts = [
        ['params', endpoint.params, example.params],
        ['query', endpoint.query, example.query],
        ['body', endpoint.body, example.body],
      ] as const;
      for (const [part, schema, value] of parts) {
        if (!schema) {
          expect(value, `${part} has no schema to give an example of`).toBeUndefined();
          continue;
        }
        if (value === undefined) {
          expect(takesNothing(schema), `the example needs ${part}`).toBe(true);
          continue;
        }
        const parsed = schema.safeParse(resolveExample(value, asOne));
        expect(parsed.error?.issues ?? [], part).toEqual([]);
      }
    },
  );
});

describe('record references', () => {
  it('become the ids given for their kind, wherever they are', () => {
    const example = { id: recordOf('case'), nested: [{ owner: recordOf('caller') }], name: 'Ada' };
    const ids = { case: 7, caller: 3 } as Record<string, number>;
    expect(resolveExample(example, (kind) => ids[kind] ?? 0)).toEqual({
      id: 7,
      nested: [{ owner: 3 }],
      name: 'Ada',
    });
    expect(recordKindsIn(example)).toEqual(['case', 'caller']);
  });
});
