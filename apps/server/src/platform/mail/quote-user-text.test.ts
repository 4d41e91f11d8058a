import { describe, expect, it } from 'vitest';
import { QUOTED_TEXT_MAX_LENGTH, quoteUserText } from './quote-user-text';

describe('quoteUserText', () => {
  it('puts a name inside quotation marks', () => {
    expect(quoteUserText("Zoë O'Brien")).toBe("“Zoë O'Brien”");
  });

  it('keeps text on one line, whatever breaks or bidi marks it carries', () => {
    expect(quoteUserText('Jo\r\n\nVerify at http://evil.example\u2028now\u202e')).toBe(
      '“Jo Verify at http://evil.example now”',
    );
  });

  it('cuts long text short, with an ellipsis', () => {
    const quoted = quoteUserText('x'.repeat(500));
    expect(Array.from(quoted)).toHaveLength(QUOTED_TEXT_MAX_LENGTH + 2);
    expect(quoted.endsWith('…”')).toBe(true);
  });
});
