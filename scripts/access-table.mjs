// Writes the README's access table from the contract's access table (`npm run docs:access`), or
// with --check fails when the README's copy is out of date (CI runs that).
import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const README = join(root, 'README.md');
const START = '<!-- access-table:start (npm run docs:access writes it) -->';
const END = '<!-- access-table:end -->';

async function loadContract() {
  const outfile = join(root, '.tmp/access-table/contract.mjs');
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    entryPoints: [join(root, 'packages/contract/src/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

const PERSONAS = [
  ['ADMIN', { userType: 'ADMIN', role: null }],
  ['AUTHORITY · ADMIN', { userType: 'AUTHORITY', role: 'ADMIN' }],
  ['AUTHORITY_USER · ADMIN', { userType: 'AUTHORITY_USER', role: 'ADMIN' }],
  ['READWRITE', { userType: 'AUTHORITY_USER', role: 'READWRITE' }],
  ['READONLY', { userType: 'AUTHORITY_USER', role: 'READONLY' }],
  ['APPLICANT', { userType: 'APPLICANT', role: null }],
];

/** What one kind of caller may reach through a rule, in words. */
function cell(isAdmitted, access, who) {
  if (access.kind === 'public') return 'public';
  if (access.impersonation === 'only') return 'in an impersonation';
  if (!isAdmitted(access, { ...who, impersonating: false })) return '—';
  switch (access.scope) {
    case 'own-authority':
      return who.userType === 'ADMIN' ? 'any authority' : 'own authority';
    case 'assigned-to-caller':
      return who.role === 'ADMIN' ? 'all of own authority' : 'assigned to them';
    default:
      if (who.userType === 'APPLICANT' && access.userTypes?.includes('APPLICANT')) return 'their own case';
      return access.impersonation === 'refused' ? 'yes, in person' : 'yes';
  }
}

const routeText = (key) => {
  const [method, path] = key.split(' ');
  return `\`${method} ${path.replace(/:(\w+)/g, '{$1}')}\``;
};

function accessTable({ ROUTE_ACCESS, isAdmitted }) {
  const rows = new Map();
  for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
    const cells = PERSONAS.map(([, who]) => cell(isAdmitted, access, who));
    const scope = access.kind === 'public' ? '—' : `\`${access.scope}\``;
    const signature = [...cells, scope].join('|');
    const row = rows.get(signature) ?? { cells, scope, routes: [] };
    row.routes.push(routeText(key));
    rows.set(signature, row);
  }
  const header = ['calls', ...PERSONAS.map(([name]) => name), 'scope'];
  const lines = [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...[...rows.values()].map((row) => `| ${[row.routes.join(', '), ...row.cells, row.scope].join(' | ')} |`),
  ];
  return lines.join('\n');
}

const contract = await loadContract();
const readme = readFileSync(README, 'utf8');
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start < 0 || end < start) throw new Error(`README.md lacks the ${START} … ${END} markers`);
const current = readme.slice(start + START.length, end).trim();
const { format } = await import('prettier');
const table = (await format(accessTable(contract), { parser: 'markdown', proseWrap: 'preserve' })).trim();

if (process.argv.includes('--check')) {
  if (current !== table) {
    console.error('README.md: the access table is out of date. Run `npm run docs:access`.');
    process.exit(1);
  }
  console.log('README.md: the access table matches the contract.');
} else {
  writeFileSync(README, `${readme.slice(0, start + START.length)}\n\n${table}\n\n${readme.slice(end)}`);
  console.log('README.md: access table written.');
}
