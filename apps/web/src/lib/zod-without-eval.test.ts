import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('zod without eval', () => {
  it('defines and parses object schemas without ever calling new Function', async () => {
    const construct = vi.fn();
    vi.stubGlobal(
      'Function',
      new Proxy(Function, {
        construct: (target, args: string[]) => {
          construct();
          return Reflect.construct(target, args);
        },
      }),
    );
    await import('./zod-without-eval');
    const { z } = await import('zod');

    const schema = z.object({ email: z.string(), attempts: z.number() });

    expect(schema.parse({ email: 'a@b.test', attempts: 1 })).toEqual({ email: 'a@b.test', attempts: 1 });
    expect(construct).not.toHaveBeenCalled();
  });
});
