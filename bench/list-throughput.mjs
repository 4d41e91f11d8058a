// The case list's throughput against the same server's trivial authenticated route (/api/me),
// measured with autocannon: budget ≥ 50 % (ARCHITECTURE.md).
import autocannon from 'autocannon';

/** Requests per second over 5 s from 20 connections; `setupRequest` may vary each request. */
function throughput(url, token, setupRequest) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 20,
        duration: 5,
        headers: { authorization: `Bearer ${token}` },
        ...(setupRequest ? { requests: [{ method: 'GET', setupRequest }] } : {}),
      },
      (error, result) => {
        if (error) reject(error);
        else if (result.non2xx > 0 || result.errors > 0)
          reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
        else resolve(result.requests.average);
      },
    );
  });
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The list's throughput against /api/me's on the same server, in three alternating rounds (the
 * machine's speed drifts): both means, and their ratio in per cent. Without `setupRequest` every
 * request asks for the same page (the first, sorted by default).
 */
export async function againstTrivial(url, token, setupRequest) {
  const trivial = [];
  const list = [];
  for (let round = 0; round < 3; round += 1) {
    trivial.push(await throughput(`${url}/api/me`, token));
    list.push(await throughput(`${url}/api/case/list/`, token, setupRequest));
  }
  const means = { trivial: mean(trivial), list: mean(list) };
  const percent = (means.list / means.trivial) * 100;
  return {
    ...means,
    percent,
    text: `case list ${means.list.toFixed(0)} req/s against /api/me ${means.trivial.toFixed(0)} req/s: ${percent.toFixed(0)} %`,
  };
}

const SORT_COLS = ['CaseNumber', 'ClientName', 'PostCode', 'Status', 'Priority', 'ReferralDate', 'UpdatedAt'];

// Pages by number are answered up to 10,000 cases from either end (CASE_LIST_NUMBERED_DEPTH_MAX);
// deeper ones are reached by cursor, and refused by number.
const NUMBERED_PAGES_FROM_AN_END = 1_000;

/** Any page of any sort that its number reaches, each chosen at random (`pages` pages of the list in all). */
export const randomPage = (pages) => {
  const reach = Math.min(pages, NUMBERED_PAGES_FROM_AN_END);
  return (request) => {
    const fromStart = 1 + Math.floor(Math.random() * reach);
    return {
      ...request,
      path: `/api/case/list/?${new URLSearchParams({
        SortCol: SORT_COLS[Math.floor(Math.random() * SORT_COLS.length)],
        SortDir: Math.random() < 0.5 ? 'asc' : 'desc',
        PageNo: String(Math.random() < 0.5 ? fromStart : pages + 1 - fromStart),
      })}`,
    };
  };
};
