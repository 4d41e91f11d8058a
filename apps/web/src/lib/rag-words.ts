import type { ClockRag } from '@casekeeper/contract';

/** A clock's RAG colour in words, and what it means while the clock runs. */
export type RagWords = { colour: string; meaning: string | null };

const COLOUR_WORDS: Record<Exclude<ClockRag, 'none'>, string> = {
  green: 'Green',
  amber: 'Amber',
  red: 'Red',
};

/**
 * The RAG colour in words, so that nothing rests on colour alone (docs/clocks.md): "Green: on
 * track", "Amber: due soon", "Red: overdue". `daysLeft` is, while the clock runs, how many days
 * are left to its due date (negative once overdue); null once it has stopped, when only the colour
 * it stopped at is said. Null for no colour (not started, withdrawn).
 */
export function ragWordsOf(rag: ClockRag, daysLeft: number | null): RagWords | null {
  if (rag === 'none') return null;
  const colour = COLOUR_WORDS[rag];
  if (daysLeft === null) return { colour, meaning: null };
  const meaning =
    rag === 'green'
      ? 'on track'
      : rag === 'amber'
        ? 'due soon'
        : daysLeft < 0
          ? 'overdue'
          : daysLeft === 0
            ? 'due today'
            : 'due very soon';
  return { colour, meaning };
}

/** The words as one phrase: "Red: overdue", or "Amber" for a stopped clock. */
export const ragText = (words: RagWords) =>
  words.meaning ? `${words.colour}: ${words.meaning}` : words.colour;
