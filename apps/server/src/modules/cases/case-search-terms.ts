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
 * Whether a term, its spaces taken out, could be part of a UK post code: letters and digits only,
 * at most three letters in a row (two begin a post code and end it; GIR 0AA has three). A name
 * ("smith") or a case number ("BNAA-2026-…") is not, and the post codes' trigram index
 * (case_post_codes) is not read for it.
 */
export function couldBeInPostCode(term: string): boolean {
  const compact = term.replace(/\s+/g, '');
  return /^[a-z0-9]+$/i.test(compact) && !/[a-z]{4}/i.test(compact);
}

/** Whether `caseNumber` (an upper-cased term) could begin a case number. */
export function couldBeginCaseNumber(caseNumber: string): boolean {
  return /^[A-Z0-9-]+$/.test(caseNumber);
}

/** The first string after every one that begins with `prefix` (A-Z, 0-9 and hyphens only). */
export function afterPrefix(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}
