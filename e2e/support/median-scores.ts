import { CATEGORIES, THRESHOLDS, type Category, type PageAudit } from './lighthouse';

export type Verdict = {
  runs: PageAudit[];
  /** Per category, the median of the runs' scores (of two, their mean). */
  median: Record<Category, number>;
  /** One line per category: the median beside its threshold, and each run's score. */
  lines: string[];
  /** Per category under its threshold, what fell short in the runs that were under it. */
  failures: string[];
};

const passes = (category: Category, score: number) => score >= THRESHOLDS[category];
const percent = (score: number) => Math.round(score * 100);

function median(scores: number[]): number {
  const sorted = [...scores].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The median of three runs, decided early: two runs that agree on every category (both pass or
 * both fail it) settle the median whatever a third would score, so it runs only when they differ.
 * Performance on a two-core machine moves from run to run; the median does not follow one outlier.
 */
export async function medianOfThree(run: (attempt: number) => Promise<PageAudit>): Promise<Verdict> {
  const runs = [await run(1), await run(2)];
  const [first, second] = runs as [PageAudit, PageAudit];
  const split = CATEGORIES.some(
    (category) => passes(category, first.scores[category]) !== passes(category, second.scores[category]),
  );
  if (split) runs.push(await run(3));

  const medians = {} as Record<Category, number>;
  const lines: string[] = [];
  const failures: string[] = [];
  for (const category of CATEGORIES) {
    const scores = runs.map((audit) => audit.scores[category]);
    medians[category] = median(scores);
    const ok = passes(category, medians[category]);
    lines.push(
      `${category.padEnd(15)} ${String(percent(medians[category])).padStart(3)} (at least ${percent(THRESHOLDS[category])}) ${ok ? 'ok  ' : 'FAIL'}  runs: ${scores.map(percent).join(', ')}`,
    );
    if (!ok) {
      const shortfalls = new Set(
        runs
          .filter((audit) => !passes(category, audit.scores[category]))
          .flatMap((audit) => audit.shortfalls[category]),
      );
      failures.push(
        `${category} ${percent(medians[category])} < ${percent(THRESHOLDS[category])}: ${[...shortfalls].join('; ')}`,
      );
    }
  }
  return { runs, median: medians, lines, failures };
}
