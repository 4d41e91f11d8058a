// Timing HTTP calls for the benchmarks: percentiles over repeated calls after a warm-up, and the
// calls themselves (a GET as a signed-in user, a platform admin impersonating someone).
import http from 'node:http';
import { signInAdmin } from './product-server.mjs';

export const SAMPLES = 100;
export const WARM_UP = 10;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/** p50/p95/p99 in ms of `run`, `samples` times after a warm-up. */
export async function timed(run, samples = SAMPLES) {
  for (let index = 0; index < WARM_UP; index += 1) await run();
  const times = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return summary(times);
}

/**
 * p50/p95/p99 in ms of each of `runs` (name → function), taken in turns after a warm-up: one call
 * of each per sample, so a drift in the machine's speed falls on all of them alike.
 */
export async function timedInTurns(runs, samples = SAMPLES) {
  const names = Object.keys(runs);
  const times = Object.fromEntries(names.map((name) => [name, []]));
  for (let index = 0; index < WARM_UP; index += 1) for (const name of names) await runs[name]();
  for (let index = 0; index < samples; index += 1) {
    for (const name of names) {
      const start = performance.now();
      await runs[name]();
      times[name].push(performance.now() - start);
    }
  }
  return Object.fromEntries(names.map((name) => [name, summary(times[name])]));
}

export const format = (figures) =>
  `p50 ${figures.p50.toFixed(1)} / p95 ${figures.p95.toFixed(1)} / p99 ${figures.p99.toFixed(1)} ms`;

// One kept-alive connection, as a browser reuses its own. Node's `fetch` (undici) adds about 1 ms
// a call of its own on this machine (p50 3.3 against 2.3 ms for /api/health, alternating), which
// would be counted against the server's budgets.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** A signed-in GET (a plain one without `token`), answered as JSON; anything but 2xx throws. */
export function getJson(url, token) {
  return new Promise((resolve, reject) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    http
      .get(url, { agent, headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode < 200 || response.statusCode > 299) {
            reject(new Error(`${url}: ${response.statusCode} ${text}`));
          } else resolve(JSON.parse(text));
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A platform admin acting as an authority user: the real way into someone's cases. */
export async function impersonate(url, webUserId) {
  const admin = await signInAdmin(url);
  const response = await fetch(`${url}/api/impersonate/${webUserId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
  });
  if (!response.ok) throw new Error(`impersonation failed: ${response.status}`);
  return (await response.json()).data.access_token;
}
