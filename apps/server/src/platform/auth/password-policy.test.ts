import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_MESSAGES as MESSAGES, passwordPolicyProblems } from './password-policy';

const email = 'Sam.Officer@leeds.gov.uk';
const problems = (password: string) => passwordPolicyProblems(password, { email });

describe('the password policy', () => {
  it('accepts a long passphrase of unrelated words, with no composition rules', () => {
    expect(problems('marble kettle orbit lantern')).toEqual([]);
    expect(problems('allthelowercaseletters')).toEqual([]);
  });

  it('refuses fewer than 12 or more than 128 characters', () => {
    expect(problems('short words')).toEqual([MESSAGES.tooShort]);
    expect(problems('x'.repeat(60) + 'y'.repeat(69))).toEqual([MESSAGES.tooLong]);
  });

  it('counts characters, not UTF-16 units, so twelve emoji are twelve characters', () => {
    expect(problems('🦊🐝🌳🍄🦉🐸🌻🐢🦔🐞🌵🐙')).toEqual([]);
  });

  it('refuses the e-mail address or its local part, whatever the case', () => {
    expect(problems('sam.officer@leeds.gov.uk')).toEqual([MESSAGES.email]);
    expect(problems('SAM.OFFICER@LEEDS.GOV.UK')).toEqual([MESSAGES.email]);
    expect(
      passwordPolicyProblems('caseofficer.longname', { email: 'caseofficer.longname@x.gov.uk' }),
    ).toEqual([MESSAGES.email]);
  });

  it('refuses a password on the breached-password list', () => {
    expect(problems('qazwsxedcrfvtgb')).toEqual([MESSAGES.common]);
    expect(problems('justinbieber')).toEqual([MESSAGES.common]);
    expect(problems('1qaz2wsx3edc4rfv')).toEqual([MESSAGES.common]);
  });

  it('refuses a common word dressed up with digits or symbols, or repeated', () => {
    expect(problems('Password2024!')).toEqual([MESSAGES.common]);
    expect(problems('liverpool123456')).toEqual([MESSAGES.common]);
    expect(problems('monkeymonkeymonkey')).toEqual([MESSAGES.common]);
    expect(problems('Casekeeper2025')).toEqual([MESSAGES.common]);
  });

  it('refuses runs and repeats of characters', () => {
    expect(problems('aaaaaaaaaaaaaa')).toEqual([MESSAGES.pattern]);
    expect(problems('abababababab')).toEqual([MESSAGES.pattern]);
    expect(problems('abcdefghijklmn')).toEqual([MESSAGES.pattern]);
    expect(problems('9876543210987')).toEqual([MESSAGES.pattern]);
  });
});
