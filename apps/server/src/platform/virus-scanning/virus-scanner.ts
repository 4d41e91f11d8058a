import type { Readable } from 'node:stream';

/** What a scanner found in what it was sent. */
export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/**
 * A virus scanner the uploads are checked with (ClamAV's daemon today; another can be added).
 * `scan` throws when the scanner cannot be reached or cannot give a verdict: the caller tries
 * again later, and the file stays unavailable meanwhile.
 */
export type VirusScanner = {
  /** Where it is, for the log: never a secret. */
  readonly name: string;
  scan(content: Readable | Buffer): Promise<ScanVerdict>;
};

/** The scanner answered, but not with a verdict (a size limit, a broken database): worth logging as is. */
export class ScannerRefusedError extends Error {
  constructor(readonly reply: string) {
    super(`the virus scanner gave no verdict: ${reply}`);
    this.name = 'ScannerRefusedError';
  }
}
