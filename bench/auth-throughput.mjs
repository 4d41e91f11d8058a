// Throughput of a trivial authenticated call (GET /api/me) against GET /api/health on the same
// server in the same run: autocannon, 20 connections, alternating rounds. Budget: ≥ 70 %.
import autocannon from 'autocannon';
import { signInAdmin, startProduct } from './product-server.mjs';

const PORT = 3330;
const ROUNDS = 3;
const SECONDS = 8;

function measure(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 20, duration: SECONDS, headers }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0 || result.errors > 0)
        reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      else resolve(result.requests.average);
    });
  });
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

export async function benchAuthThroughput() {
  const server = await startProduct({ port: PORT, name: 'auth-throughput' });
  try {
    const token = await signInAdmin(server.url);
    const authorization = { authorization: `Bearer ${token}` };
    await measure(`${server.url}/api/me`, authorization); // warm-up, not counted
    const health = [];
    const me = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      health.push(await measure(`${server.url}/api/health`));
      me.push(await measure(`${server.url}/api/me`, authorization));
    }
    const ratio = mean(me) / mean(health);
    return {
      name: 'trivial authenticated route (/api/me) against /api/health',
      budget: '≥ 70 %',
      summary: `/api/me ${mean(me).toFixed(0)} req/s, /api/health ${mean(health).toFixed(0)} req/s: ${(ratio * 100).toFixed(0)} %`,
    };
  } finally {
    await server.stop();
  }
}
