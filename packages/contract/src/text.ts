import { z } from 'zod';

export const CONTROL_CHARACTERS_MESSAGE = 'Remove control characters such as line breaks';
export const MULTI_LINE_CONTROL_CHARACTERS_MESSAGE = 'Remove control characters such as tabs';

/*
 * PostgreSQL refuses U+0000 in text (a 500 before this check), line breaks in a name let it pose
 * as a paragraph of a mail, and bidirectional overrides make text read differently from what it
 * is. So: C0 and C1 controls, DEL, the Unicode line and paragraph separators and the bidi
 * embedding, override and isolate marks. Also half a character: a surrogate without its pair, which
 * no keyboard types but JSON can carry ("\ud800"); PostgreSQL's JSON refuses it (the audit log's
 * record of the change was a 500) and its text would store a replacement character instead.
 * With the `u` flag a whole pair is one character, so only halves match.
 */
const SINGLE_LINE_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;
/** The same, less the line feed (carriage returns are turned into line feeds first). */
const MULTI_LINE_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;

export function hasControlCharacters(value: string, options: { multiLine?: boolean } = {}): boolean {
  return (options.multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/**
 * The start of every free-text field and query parameter: a string, trimmed, without control
 * characters (a 400 on the field, never a database error). Chain length checks after it.
 */
export function singleLineText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .trim()
    .refine((value) => !hasControlCharacters(value), { error: CONTROL_CHARACTERS_MESSAGE });
}

/** Like `singleLineText`, for text typed in several lines: line breaks kept (as \n), other controls refused. */
export function multiLineText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .refine((value) => !hasControlCharacters(value, { multiLine: true }), {
      error: MULTI_LINE_CONTROL_CHARACTERS_MESSAGE,
    });
}
