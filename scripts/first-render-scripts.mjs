// The scripts a page of the built client loads before it first renders: the entry and what it
// imports (index.html modulepreloads them), and a lazily loaded route module with what it imports
// (the router preloads them together). What a page imports on demand later is not among them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** The Vite manifest of a built client (`build.manifest`): each chunk's file and static imports. */
export function readManifest(dist) {
  try {
    return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  } catch (error) {
    throw new Error(`${dist} has no readable Vite manifest (.vite/manifest.json): run npm run build first`, {
      cause: error,
    });
  }
}

/** The files that `entries` (keys of the manifest) load up front: each, and its static imports in turn. */
export function scriptsLoadedUpFront(manifest, entries) {
  const files = [];
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no ${key}`);
    if (files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return files;
}

/** Those files with their size and gzipped size (best compression, as the server sends them), largest first. */
export function measureScripts(dist, manifest, entries) {
  return scriptsLoadedUpFront(manifest, entries)
    .map((file) => {
      const content = readFileSync(join(dist, file));
      return {
        file,
        bytes: content.length,
        gzipBytes: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length,
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
