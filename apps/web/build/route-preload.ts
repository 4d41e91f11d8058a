import type { Plugin, Rollup } from 'vite';

/** A page whose scripts the browser should start fetching with the entry's, not after it has run. */
type PreloadedRoute = { path: RegExp; module: string };

/**
 * The case page (issue 39): opened from a link or a bookmark, a fresh load otherwise fetches its
 * route's scripts (the signed-in shell, the shared chunk, the page) only once the entry has been
 * fetched and evaluated and the router has matched the address.
 */
const PRELOADED: PreloadedRoute[] = [
  { path: /^\/case-manager\/edit\//, module: 'src/app/routes/case-form-route.tsx' },
];

/** `fileName` and what it imports statically, in turn: what loading it fetches before it runs. */
function staticFiles(
  bundle: Rollup.OutputBundle,
  fileName: string,
  entry: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName) || fileName === entry) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticFiles(bundle, imported, entry, seen);
  return seen;
}

/**
 * A small classic script beside the entry in index.html (the server's Content-Security-Policy
 * allows scripts from the site only, not inline): on a page listed above it adds modulepreload
 * links for that page's scripts, so they download while the entry does. It loads nothing else
 * and on any other page does nothing: the sign-in page's scripts are as they were.
 */
export function routePreload(): Plugin {
  return {
    name: 'casekeeper:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/index.html'))?.fileName;
      const table = PRELOADED.map(({ path, module }) => {
        const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${module}`));
        if (!page) throw new Error(`route-preload: no chunk is built from ${module}`);
        return [path.source, [...staticFiles(bundle, page.fileName, entry ?? '')].map((file) => `/${file}`)];
      });
      const script = `(function(){var t=${JSON.stringify(table)},p=location.pathname;for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p))for(var j=0;j<t[i][1].length;j++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=t[i][1][j];document.head.appendChild(l)}})();\n`;
      const file = this.emitFile({ type: 'asset', name: 'route-preload.js', source: script });
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') {
        throw new Error('route-preload: index.html is not in the bundle yet');
      }
      html.source = html.source.replace(
        /(\s*)<script type="module"/,
        `$1<script async src="/${this.getFileName(file)}"></script>$1<script type="module"`,
      );
    },
  };
}
