// Starts the built product as `npm start` does, for the browser tests, with a fake SMTP server
// beside it when E2E_SMTP_PORT is set and a fake address service when E2E_ADDRESS_PROVIDER_PORT is.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { partsToBuild } from '../../scripts/build-state.mjs';
import { startFakeAddressProvider } from './fake-address-provider.mjs';
import { startFakeSmtp } from './fake-smtp.mjs';
import { stopLeftoverPostgres } from './stop-leftover-postgres.mjs';

const root = join(import.meta.dirname, '../..');
// Several copies start at once, so none may build: `npm run test:e2e` builds first.
// E2E_ACCEPT_BUILD=1 tests the build as it is, for a tree others are editing meanwhile.
const stale = partsToBuild(root).map((part) => part.workspace);
if (stale.length > 0 && process.env.E2E_ACCEPT_BUILD !== '1') {
  console.error(`The build of ${stale.join(' and ')} is missing or stale: run npm run build first.`);
  process.exit(1);
}

await stopLeftoverPostgres(resolve(process.env.DATA_DIR ?? ''));
rmSync(resolve(process.env.DATA_DIR ?? ''), { recursive: true, force: true });

if (process.env.E2E_SMTP_PORT) {
  const mailDir = resolve(process.env.E2E_MAIL_DIR ?? '.tmp/e2e-mail');
  rmSync(mailDir, { recursive: true, force: true });
  await startFakeSmtp({ port: Number(process.env.E2E_SMTP_PORT), mailDir });
}

if (process.env.E2E_ADDRESS_PROVIDER_PORT) {
  await startFakeAddressProvider({ port: Number(process.env.E2E_ADDRESS_PROVIDER_PORT) });
}

await import(pathToFileURL(join(root, 'apps/server/dist/server.js')).href);
