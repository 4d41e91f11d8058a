import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: more workers only queue behind each other.
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      // The repository's own scripts (the bundle-size check) and the benchmarks' tools, in Node.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs', 'bench/**/*.test.mjs'] } },
    ],
  },
});
