/** Long enough for any real name; a paragraph pretending to be ours is cut short. */
export const USER_TEXT_MAX_LENGTH = 60;

/*
 * Anything that could break the line or reorder how it reads: controls, line and paragraph
 * separators, bidirectional marks. The schemas already refuse these; mail is checked again
 * because rows written before that, or by other paths, reach the templates too.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu;

/** A URL's scheme ("http://", "ftp://"): what makes any address a link. */
const SCHEME = /([a-z][a-z\d+.-]*):\/\//giu;
/** A full stop (or one of the dots that some mail programs read as one) joined to a following letter. */
const DOT_BEFORE_LETTER = /([\p{L}\p{N}])[.\u3002\uff0e\uff61](?=\p{L})/gu;

/** One line, with whitespace runs made single spaces. */
export function oneLine(value: string): string {
  return value.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
}

function capped(value: string, maxLength: number): string {
  const characters = Array.from(value);
  if (characters.length <= maxLength) return value;
  return `${characters
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * Text a person typed (a name, an authority's name, a diary entry), made fit for a mail we send
 * as it reads, without quotation marks: on one line, at most USER_TEXT_MAX_LENGTH characters,
 * and with nothing a mail program would turn into a link, so that it cannot carry the product's
 * authority to an address of someone else's ("verify your account at …"). A URL's scheme and
 * every domain name are broken by a space after the colon or dot ("evil. example"), which keeps
 * the words readable and initials ("J. R. Smith") as they would be written.
 */
export function userTextForMail(value: string, maxLength = USER_TEXT_MAX_LENGTH): string {
  const withoutLinks = oneLine(value).replace(SCHEME, '$1: //').replace(DOT_BEFORE_LETTER, '$1. ');
  return capped(withoutLinks.replace(/\s+/g, ' '), maxLength);
}

/** An e-mail address the schema has checked, shown as it is (it is meant to be one), on one line. */
export function addressForMail(value: string, maxLength = 254): string {
  return capped(oneLine(value), maxLength);
}
