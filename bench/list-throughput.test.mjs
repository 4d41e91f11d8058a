import { describe, expect, it } from 'vitest';
import { randomPage } from './list-throughput.mjs';

const pageNos = (pages, draws) => {
  const choose = randomPage(pages);
  return Array.from({ length: draws }, () => {
    const { path } = choose({ method: 'GET' });
    return Number(new URL(path, 'http://bench').searchParams.get('PageNo'));
  });
};

describe('a random page of the case list', () => {
  it('asks only for pages a number reaches: at most 1,000 pages (10,000 cases) from either end', () => {
    const chosen = pageNos(100_000, 2_000);

    expect(chosen.every((pageNo) => pageNo <= 1_000 || pageNo > 99_000)).toBe(true);
    expect(chosen.some((pageNo) => pageNo <= 1_000)).toBe(true);
    expect(chosen.some((pageNo) => pageNo > 99_000)).toBe(true);
  });

  it('asks for pages within a short list', () => {
    expect(pageNos(50, 500).every((pageNo) => pageNo >= 1 && pageNo <= 50)).toBe(true);
  });
});
