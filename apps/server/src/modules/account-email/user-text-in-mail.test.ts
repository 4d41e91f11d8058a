import { describe, expect, it } from 'vitest';
import { passwordResetMail } from '../auth';
import { emailChangedMail } from './email-changed-mail';
import { invitationMail } from '../invitations/invitation-mail';

const LINK = 'https://casekeeper.example.gov.uk/password-reset?token=abc';
const INJECTED = 'Jo\n\nYour account is suspended. Verify it at http://evil.example/login';

const mails = [
  passwordResetMail({ to: 'a@b.gov.uk', firstName: INJECTED, link: LINK, validMinutes: 30 }),
  invitationMail({
    to: 'a@b.gov.uk',
    firstName: INJECTED,
    authorityName: INJECTED,
    link: LINK,
    validDays: 7,
  }),
  emailChangedMail({ to: 'a@b.gov.uk', firstName: INJECTED, newEmail: 'new@b.gov.uk' }),
];

describe('user-supplied text in our mail', () => {
  it.each(mails.map((mail) => [mail.subject, mail]))(
    '%s: shows it unquoted inside our own sentences, on no line of its own and with no link',
    (_subject, mail) => {
      const lines = mail.text.split('\n');
      const linesWithUserText = lines.filter((line) => line.includes('Jo'));
      expect(linesWithUserText.length).toBeGreaterThan(0);
      for (const line of linesWithUserText) {
        expect(line).toMatch(/^(Hello Jo|You have been given a Casekeeper account for Jo)/);
        expect(line).toContain('Jo Your account is suspended. Verify it at http: //evil. ex…');
        expect(line).not.toMatch(/[“”]|evil\.example|:\/\//);
      }
      expect(lines.some((line) => line.startsWith('Your account is suspended'))).toBe(false);
    },
  );

  it('shows the new address as it is in the notice of a changed e-mail address', () => {
    expect(mails[2]?.text).toContain('was changed to new@b.gov.uk.');
  });
});
