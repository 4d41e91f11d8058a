import type { LetterPreview } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import { composeLetter, type ComposeLetterInput } from './compose-letter';

/** What the letter will say on this case, and which fields it has no value for; nothing is written. */
export async function previewLetter(db: Executor, input: ComposeLetterInput): Promise<LetterPreview> {
  const { title, date, addressBlock, text, missing, letterhead } = await composeLetter(db, input);
  return { title, date, addressBlock, text, missing, letterhead };
}
