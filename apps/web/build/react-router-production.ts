import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

/**
 * React Router publishes its production build beside the development one but points its package
 * exports at the development one, which ships checks and warnings meant for developers. The built
 * client takes the production build; tests and the dev server keep the warnings.
 */
export function reactRouterProduction(): Alias {
  const development = dirname(createRequire(import.meta.url).resolve('react-router'));
  return { find: /^react-router$/, replacement: join(development, '../production/index.mjs') };
}
