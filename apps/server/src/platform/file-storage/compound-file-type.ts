import type { AllowedContentType } from '@casekeeper/contract';
import { open } from 'node:fs/promises';
import { readRootStreamNames } from './compound-file-directory';

/**
 * Which program wrote a compound file, by the streams it always writes at the root of the file's
 * directory, never by the root's class id (any writer chooses it). Word writes "WordDocument";
 * Excel "Workbook" (Excel 5 and 95: "Book"); an Outlook message (MS-OXMSG) its property stream
 * and its message class as a property stream (`__substg1.0_001A` then 001F for Unicode, 001E for
 * 8-bit). Anything else in that container (installers above all) is refused.
 */
function typeOfStreams(streams: readonly string[]): AllowedContentType | undefined {
  if (streams.includes('WordDocument')) return 'application/msword';
  if (streams.includes('Workbook') || streams.includes('Book')) return 'application/vnd.ms-excel';
  const outlookMessage =
    streams.includes('__properties_version1.0') &&
    (streams.includes('__substg1.0_001A001F') || streams.includes('__substg1.0_001A001E'));
  return outlookMessage ? 'application/vnd.ms-outlook' : undefined;
}

export async function compoundFileType(path: string): Promise<AllowedContentType | undefined> {
  const file = await open(path, 'r');
  try {
    return typeOfStreams((await readRootStreamNames(file)) ?? []);
  } finally {
    await file.close();
  }
}
