/** Long enough for any real name; a paragraph pretending to be ours is cut short. */
export const QUOTED_TEXT_MAX_LENGTH = 60;

/*
 * Anything that could break the line or reorder how it reads: controls, line and paragraph
 * separators, bidirectional marks. The schemas already refuse these; mail is checked again
 * because rows written before that, or by other paths, reach the templates too.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu;

/**
 * Text a person typed (a name, an authority's name, an address), made fit for a mail we send:
 * on one line, at most QUOTED_TEXT_MAX_LENGTH characters, inside quotation marks, so that it can
 * never pass for the product's own words (such as a "verify your account at …" paragraph).
 */
export function quoteUserText(value: string, maxLength = QUOTED_TEXT_MAX_LENGTH): string {
  const oneLine = value.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const characters = Array.from(oneLine);
  const capped =
    characters.length > maxLength
      ? `${characters
          .slice(0, maxLength - 1)
          .join('')
          .trimEnd()}…`
      : oneLine;
  return `“${capped}”`;
}
