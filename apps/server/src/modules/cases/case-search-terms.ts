// What a search term could be, so that the search reads only the indexes that could match it.

/**
 * Whether a term could be a client's name or part of one. A term with a digit is a case number or
 * a post code: matching it against every name by similarity was most of such a search's time
 * (three scans of the names' trigram index), for names that have no digits.
 */
export function couldBeName(term: string): boolean {
  return !/\d/.test(term);
}

/**
 * Whether a term, its spaces taken out, could be part of a UK post code worth looking for: three
 * characters or more (the post codes' trigram index reads nothing shorter, so "42" would test
 * every post code of the authority: 50 ms at a million cases), letters and digits only, at most
 * three letters in a row (two begin a post code and end it; GIR 0AA has three). A name ("smith"),
 * a case number ("BNAA-2026-…") or a case number's end ("1", "42") is not, and the post codes
 * (case_post_codes) are not read for it.
 */
export function couldBeInPostCode(term: string): boolean {
  const compact = term.replace(/\s+/g, '');
  return compact.length >= 3 && /^[a-z0-9]+$/i.test(compact) && !/[a-z]{4}/i.test(compact);
}

/**
 * Whether a term could be part of the first line of an address ("Elm Grove", "14 Elm"): it has a
 * letter, and a run of three letters or digits from which the address index (a trigram one) can
 * find it; a shorter term would read every address of the authority.
 */
export function couldBeInAddress(term: string): boolean {
  return /[a-z]/i.test(term) && /[a-z0-9]{3}/i.test(term);
}

/** Whether `caseNumber` (an upper-cased term) could begin a case number. */
export function couldBeginCaseNumber(caseNumber: string): boolean {
  return /^[A-Z0-9-]+$/.test(caseNumber);
}

/** The first string after every one that begins with `prefix` (A-Z, 0-9 and hyphens only). */
export function afterPrefix(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/** A case number as officers quote its end: its sequence number, maybe its year and code before. */
export type CaseNumberTail = {
  /** The authority's short code, upper case, when quoted ("HALE 1"). */
  code: string | null;
  /** The year, when quoted ("2026-00001"). */
  year: number | null;
  /** The sequence number (1 for "00001"). */
  number: number;
  /** The sequence number as case numbers write it: five digits at least. */
  digits: string;
};

const TAIL = /^(?:([a-z]{2,8})[\s-]*)?(?:(\d{4})[\s-]+)?0*(\d{1,9})$/i;

/**
 * The case number a term quotes by its end: "00001", "1", "2026-00001", "2026 1", "HALE 1",
 * "hale-2026-1". Null for anything else. The search then looks the numbers up exactly in the
 * years the authority has numbered cases in (case_number_sequences), by the case-number index.
 */
export function caseNumberTail(term: string): CaseNumberTail | null {
  const match = TAIL.exec(term.trim());
  const number = Number(match?.[3]);
  if (!match || !Number.isSafeInteger(number) || number < 1) return null;
  return {
    code: match[1]?.toUpperCase() ?? null,
    year: match[2] === undefined ? null : Number(match[2]),
    number,
    digits: String(number).padStart(5, '0'),
  };
}
