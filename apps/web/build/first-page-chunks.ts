import { resolve } from 'node:path';
import type { BuildEnvironmentOptions } from 'vite';

type RolldownOptions = NonNullable<BuildEnvironmentOptions['rolldownOptions']>;
type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The charts and what they draw with, wanted by the dashboards only. */
const CHART_LIBRARIES =
  /[\\/]node_modules[\\/](@mui[\\/]x-charts|@mui[\\/]x-internal-gestures|d3-[^\\/]+|internmap|flatqueue)[\\/]/;
/** CommonJS packages without side effects that do not say so: dropped when nothing uses them. */
const WITHOUT_SIDE_EFFECTS = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

const source = (path: string) => resolve(import.meta.dirname, '../src', path);
const ENTRY = source('main.tsx');
/** What every signed-in page loads, whichever page it is (see src/app/router.tsx). */
const SIGNED_IN_ROOTS = [
  source('app/layouts/session-root.tsx'),
  source('app/layouts/layout-by-user-type.tsx'),
];

/** Every module `roots` import statically, directly or not, themselves included. */
function staticClosure(ctx: ChunkingContext, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Sorts modules by what loads them, worked out once per build from the module graph: `initial`,
 * what the entry (the sign-in page's first load) has; `shell`, what every signed-in page loads
 * whichever page it is (the session's store, API client, layouts and what they import).
 */
function moduleSorter() {
  let sorted: { initial: Set<string>; shell: Set<string> } | undefined;
  return (ctx: ChunkingContext) => {
    if (!sorted) {
      const initial = staticClosure(ctx, [ENTRY]);
      const shell = new Set([...staticClosure(ctx, SIGNED_IN_ROOTS)].filter((id) => !initial.has(id)));
      sorted = { initial, shell };
    }
    return sorted;
  };
}
const sortModules = moduleSorter();

/**
 * How the client is split.
 *
 * - `first-page`: what the entry runs (React, the router, MUI's core, the sign-in form and the app
 *   code they need) with the entry in one file rather than a score of small ones: gzip compresses
 *   them better together and the browser makes one request instead of twenty. It is the sign-in
 *   page's budget (150 KB gzip, scripts/bundle-size.mjs). Every module the entry imports must be
 *   here: a later group would otherwise take it in with its own modules' imports.
 * - `signed-in`: the shell every signed-in page loads. Left to itself the bundler cut it into some
 *   forty files of 1–15 KB, and over HTTP/1.1's six connections per host those requests queued
 *   for most of a second before the first signed-in page could render.
 * - `charts`: the chart library, for the dashboards alone.
 * - `shared`: what two or more signed-in pages import (tables, form fields, dialogs), so opening a
 *   page costs its own file and this one, not a dozen more.
 *
 * Emotion's withTheme, which nothing calls, no longer brings hoist-non-react-statics and an old
 * react-is (about 1 KB).
 */
export const firstPageChunks: RolldownOptions = {
  treeshake: { moduleSideEffects: (id) => !WITHOUT_SIDE_EFFECTS.test(id) },
  output: {
    codeSplitting: {
      groups: [
        { name: 'first-page', tags: ['$initial'], test: (id) => id !== ENTRY },
        { name: (id, ctx) => (sortModules(ctx).shell.has(id) ? 'signed-in' : null) },
        {
          name: (id, ctx) => (sortModules(ctx).initial.has(id) || CHART_LIBRARIES.test(id) ? null : 'shared'),
          minShareCount: 2,
        },
        { name: 'charts', test: CHART_LIBRARIES },
      ],
    },
  },
};
