import { describe, expect, it } from 'vitest';
import { USER_TEXT_MAX_LENGTH, userTextForMail } from './user-text-for-mail';

/** What mail programs turn into links: a scheme, www., or a domain name. */
const LINK_LIKE = /[a-z]+:\/\/|www\.\S|[\p{L}\d-]+\.\p{L}{2,}/iu;

describe('userTextForMail', () => {
  it('leaves a name as it was typed, without quotation marks', () => {
    expect(userTextForMail("Zoë O'Brien")).toBe("Zoë O'Brien");
    expect(userTextForMail('Halewood Borough Council')).toBe('Halewood Borough Council');
  });

  it('keeps text on one line, whatever breaks or bidi marks it carries', () => {
    expect(userTextForMail('Jo\r\n\nVerify now\u2028please\u202e')).toBe('Jo Verify now please');
  });

  it('leaves nothing that a mail program would make a link', () => {
    const cases = [
      'Jo http://evil.example/login',
      'Jo https://192.168.0.1/x',
      'Jo www.evil.example',
      'Jo evil.example',
      'Jo EVIL.Example',
      'Jo jo@evil.example',
      'Jo evil\uff0eexample',
    ];
    for (const text of cases) {
      const shown = userTextForMail(text);
      expect(shown, text).not.toMatch(LINK_LIKE);
      expect(shown, text).not.toMatch(/:\/\//);
    }
    expect(userTextForMail('Verify at http://evil.example/login')).toBe(
      'Verify at http: //evil. example/login',
    );
    expect(userTextForMail('J.R. Smith, 2.5 miles')).toBe('J. R. Smith, 2.5 miles');
  });

  it('cuts long text short, with an ellipsis', () => {
    const shown = userTextForMail('x'.repeat(500));
    expect(Array.from(shown)).toHaveLength(USER_TEXT_MAX_LENGTH);
    expect(shown.endsWith('…')).toBe(true);
  });
});
