import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** A message as the fake SMTP server (e2e/server/fake-smtp.mjs) writes it. */
export type CapturedMail = { to: string[]; subject: string; text: string; file: string };

function readMails(directory: string): CapturedMail[] {
  let files: string[];
  try {
    files = readdirSync(directory).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((name) => {
    const message = JSON.parse(readFileSync(join(directory, name), 'utf8')) as Omit<CapturedMail, 'file'>;
    return { ...message, file: name };
  });
}

/** Waits for a message to `to` that was not in the directory before (`seen`), and returns it. */
export async function waitForMail(
  directory: string,
  to: string,
  seen: ReadonlySet<string>,
  timeoutMs = 30_000,
): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMails(directory).find(
          (mail) =>
            !seen.has(mail.file) && mail.to.some((address) => address.toLowerCase() === to.toLowerCase()),
        );
        return found !== undefined;
      },
      { timeout: timeoutMs, message: `a message to ${to} in ${directory}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** The names of the messages already captured, so a test can tell its own message apart. */
export function capturedMailFiles(directory: string): Set<string> {
  return new Set(readMails(directory).map((mail) => mail.file));
}
