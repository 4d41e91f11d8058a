/** The characters outside Latin-1 that pdfkit's standard fonts (WinAnsi) still draw. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Letters with no decomposition to a base letter. */
const PLAIN_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };

const drawable = (character: string) => character.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.has(character);

/**
 * Text pdfkit's standard fonts can draw: a letter they lack is written as its base letter
 * ("ś" as "s", "Ł" as "L"), anything else as "?". Only the PDF's text: data (subject access'
 * data.json) keeps every character as stored.
 */
export function pdfSafeText(text: string): string {
  return Array.from(text, (character) => {
    if (drawable(character)) return character;
    const base = PLAIN_LETTERS[character] ?? character.normalize('NFD').charAt(0);
    return drawable(base) ? base : '?';
  }).join('');
}
