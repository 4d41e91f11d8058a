import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'bundle-size.mjs');
let dist;

/** A built client whose files are random bytes (gzip cannot shrink them) of the given KiB. */
function writeDist(files, manifest) {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  for (const [file, kib] of Object.entries(files)) writeFileSync(join(dist, file), randomBytes(kib * 1024));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
}

function check(budgetKib) {
  return spawnSync(process.execPath, [script, `--dist=${dist}`, `--budget=${budgetKib}`], {
    encoding: 'utf8',
  });
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  writeDist(
    { 'assets/entry.js': 40, 'assets/shared.js': 20, 'assets/login.js': 10, 'assets/grid.js': 100 },
    {
      'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/app/routes/login-route.tsx': {
        file: 'assets/login.js',
        isDynamicEntry: true,
        imports: ['_shared.js'],
        dynamicImports: ['src/features/cases/pages/case-list-page.tsx'],
      },
      'src/features/cases/pages/case-list-page.tsx': { file: 'assets/grid.js', isDynamicEntry: true },
    },
  );
});

afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('the bundle-size check', () => {
  it('counts the entry, the login route and what they import, not what loads later, and passes within the budget', () => {
    const result = check(75);

    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /\/login loads 3 scripts before it first renders: 70\.\d KiB gzip \(budget 75 KiB\)/,
    );
    expect(result.stdout).not.toContain('grid.js');
  });

  it('fails, saying by how much, once the first scripts pass the budget', () => {
    const result = check(65);

    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Over the budget by 5\.\d KiB/);
  });

  it("counts a case's page with the signed-in shell and the page's own file, and fails over its budget", () => {
    rmSync(dist, { recursive: true });
    mkdirSync(dist);
    writeDist(
      { 'assets/entry.js': 40, 'assets/signed-in.js': 30, 'assets/case.js': 20, 'assets/tabs.js': 50 },
      {
        'index.html': { file: 'assets/entry.js', isEntry: true },
        '_signed-in.js': { file: 'assets/signed-in.js' },
        'src/app/layouts/session-root.tsx': { file: 'assets/signed-in.js', imports: ['index.html'] },
        'src/app/routes/case-form-route.tsx': {
          file: 'assets/case.js',
          isDynamicEntry: true,
          imports: ['index.html', '_signed-in.js'],
          dynamicImports: ['src/app/routes/case-page-parts-tabs.tsx'],
        },
        'src/app/routes/case-page-parts-tabs.tsx': { file: 'assets/tabs.js', isDynamicEntry: true },
      },
    );
    const within = spawnSync(process.execPath, [script, `--dist=${dist}`, '--case-budget=95'], {
      encoding: 'utf8',
    });
    expect(within.status).toBe(0);
    expect(within.stdout).toMatch(
      /A case's page \(its Overview\) loads 3 scripts before it first renders: 90\.\d KiB/,
    );
    expect(within.stdout).not.toContain('tabs.js');

    const over = spawnSync(process.execPath, [script, `--dist=${dist}`, '--case-budget=85'], {
      encoding: 'utf8',
    });
    expect(over.status).toBe(1);
    expect(over.stderr).toMatch(/Over the budget by 5\.\d KiB: load what the case's Overview does not show/);
  });

  it('cannot measure a client that was not built', () => {
    rmSync(join(dist, '.vite'), { recursive: true });

    const result = check(150);

    expect(result.status).toBe(2);
    expect(result.stderr).toContain('run npm run build first');
  });
});
