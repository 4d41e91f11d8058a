import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointKey, endpointPath } from './endpoint';

const edit = defineEndpoint({
  method: 'GET',
  path: '/authority/user/edit/:id',
  summary: "An authority's user, to edit",
  tag: 'authority users',
  access: { kind: 'signed-in', scope: 'own-authority' },
  params: z.object({ id: z.number() }),
  data: z.object({ id: z.number() }),
  errors: [401, 403, 404],
});

describe('endpoint definitions', () => {
  it('fill in their path parameters, encoded', () => {
    expect(endpointPath(edit, { id: 42 })).toBe('/authority/user/edit/42');
    expect(endpointPath({ ...edit, path: '/search/:term' }, { term: 'a/b c' })).toBe('/search/a%2Fb%20c');
  });

  it('refuse to build a path with a parameter missing', () => {
    expect(() => endpointPath(edit, {})).toThrow('/authority/user/edit/:id needs :id');
  });

  it('are known by method and path', () => {
    expect(endpointKey(edit)).toBe('GET /authority/user/edit/:id');
  });
});
