// `npm run bench`: runs each benchmark and prints its figures for bench/RESULTS.md.
import { benchStartup } from './startup.mjs';

const results = [await benchStartup()];
for (const result of results) {
  console.log(
    `${result.name}: median ${result.median.toFixed(0)} ms, max ${result.max.toFixed(0)} ms (budget ${result.budget})`,
  );
}
