import { createReadStream } from 'node:fs';

/** Tab, line feed, form feed and carriage return: the only control characters text holds. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

export function hasBinaryControls(chunk: Buffer): boolean {
  for (const byte of chunk) if (byte < 0x20 && !TEXT_CONTROLS.has(byte)) return true;
  return false;
}

/**
 * Whether the whole file reads as text: no control character but tab, line breaks and form feed
 * (binary formats are full of NULs and other controls), and, when asked, every byte valid UTF-8.
 */
export async function readsAsText(path: string, { utf8 }: { utf8: boolean }): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      if (hasBinaryControls(chunk)) return false;
      if (utf8) decoder.decode(chunk, { stream: true });
    }
    if (utf8) decoder.decode();
    return true;
  } catch {
    return false;
  }
}
