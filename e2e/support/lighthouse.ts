import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The lowest score each category may have (docs/web-performance.md). */
export const THRESHOLDS = { performance: 0.95, accessibility: 1, 'best-practices': 1 } as const;
export type Category = keyof typeof THRESHOLDS;
export const CATEGORIES = Object.keys(THRESHOLDS) as Category[];

export type PageAudit = {
  scores: Record<Category, number>;
  /** Lighthouse's measure of the machine's speed during the run (about 2,200 here when it is quiet). */
  benchmarkIndex: number;
  /** Per category, its weighted audits that fell short: "id (score): title — value". */
  shortfalls: Record<Category, string[]>;
};

const REPORT_DIR = join(import.meta.dirname, '../../.tmp/lighthouse');

/** Empties .tmp/lighthouse, so the reports there are this run's. */
export function clearReports(): void {
  rmSync(REPORT_DIR, { recursive: true, force: true });
}

/** Debian's Chromium as Lighthouse expects it, with a port for Lighthouse and Playwright to share. */
export function launchChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      // The closed network refuses Chromium's background calls (as in playwright.config.ts).
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Lighthouse's report of one run, trying once more when its own recording failed. */
async function runLighthouse(url: string, port: number, attempt = 1): Promise<Result> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Pictures of the page: slow to take, and no score depends on them.
      skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'],
    },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // E.g. NO_NAVSTART, "Something went wrong with recording the trace … Please run Lighthouse again."
  if (lhr.runtimeError && attempt < 2) return runLighthouse(url, port, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/**
 * One Lighthouse run (desktop preset) of `url` in the Chromium on `port`; its report is kept in
 * .tmp/lighthouse/<name>.json. Lighthouse empties the HTTP cache first but keeps local storage
 * and cookies, so a signed-in session stays signed in.
 */
export async function auditPage(url: string, port: number, name: string): Promise<PageAudit> {
  const lhr = await runLighthouse(url, port);
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr));

  const scores = {} as Record<Category, number>;
  const shortfalls = {} as Record<Category, string[]>;
  for (const category of CATEGORIES) {
    const { score, auditRefs } = lhr.categories[category] ?? { score: null, auditRefs: [] };
    scores[category] = score ?? 0;
    shortfalls[category] = auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map(
        (audit) =>
          `${audit?.id} (${Math.round((audit?.score ?? 0) * 100)}): ${audit?.title}${audit?.displayValue ? ` — ${audit.displayValue}` : ''}`,
      );
  }
  return { scores, shortfalls, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) };
}
