import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  MULTI_LINE_CONTROL_CHARACTERS_MESSAGE,
  multiLineText,
  singleLineText,
} from './text';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('singleLineText', () => {
  it.each(['a\u0000b', 'a\nb', 'a\tb', 'a\rb', 'a\u007fb', 'a\u0085b', 'a\u2028b', 'a\u202eb'])(
    'refuses %j with one clear message',
    (value) => {
      expect(messages(singleLineText().safeParse(value))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    },
  );

  it.each(['a\ud800b', 'a\udc00b', '\ud83d'])(
    'refuses half a character, %j, as it refuses controls',
    (value) => {
      expect(messages(singleLineText().safeParse(value))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
      expect(messages(multiLineText().safeParse(value))).toEqual([MULTI_LINE_CONTROL_CHARACTERS_MESSAGE]);
    },
  );

  it('keeps a character made of a surrogate pair whole', () => {
    expect(singleLineText().parse('Home 🏠')).toBe('Home 🏠');
  });

  it('trims surrounding white space, line breaks included, and keeps accents and symbols', () => {
    expect(singleLineText().parse("  Zoë O'Brien – £5 ✓\n")).toBe("Zoë O'Brien – £5 ✓");
  });
});

describe('multiLineText', () => {
  it('keeps line breaks, as line feeds whatever the sender used', () => {
    expect(multiLineText().parse('one\r\ntwo\rthree\nfour')).toBe('one\ntwo\nthree\nfour');
  });

  it.each(['a\u0000b', 'a\tb', 'a\u000bb', 'a\u2029b'])('refuses %j', (value) => {
    expect(messages(multiLineText().safeParse(value))).toEqual([MULTI_LINE_CONTROL_CHARACTERS_MESSAGE]);
  });
});
