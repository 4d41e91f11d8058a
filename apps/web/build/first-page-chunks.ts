import type { BuildEnvironmentOptions } from 'vite';

type RolldownOptions = NonNullable<BuildEnvironmentOptions['rolldownOptions']>;

const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;
/** CommonJS packages without side effects that do not say so: dropped when nothing uses them. */
const WITHOUT_SIDE_EFFECTS = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

/**
 * How the client is split for its first page (the sign-in page, budget 150 KB gzip, see
 * scripts/bundle-size.mjs). The libraries the entry runs (React, the router, MUI's core and the
 * sign-in form's components) go in one file rather than a score of small ones: gzip compresses
 * them better together (about 6 KB less) and the browser makes one request instead of twenty.
 * Emotion's withTheme, which nothing calls, no longer brings hoist-non-react-statics and an old
 * react-is (about 1 KB).
 */
export const firstPageChunks: RolldownOptions = {
  treeshake: { moduleSideEffects: (id) => !WITHOUT_SIDE_EFFECTS.test(id) },
  output: {
    codeSplitting: {
      groups: [{ name: 'framework', tags: ['$initial'], test: IN_NODE_MODULES }],
    },
  },
};
