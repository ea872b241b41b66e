/** A note longer than this many characters is folded to about this length… */
const foldedLength = 280;
/** …and one of more lines than this is folded to its first lines. */
const foldedLines = 4;

/**
 * The start of a long cover note, to show until the reader asks for the rest: its first lines,
 * cut at a word near `foldedLength` characters, with an ellipsis. Undefined when the note is short
 * enough to show whole.
 */
export function foldNote(note: string): string | undefined {
  const text = note.trimEnd();
  const lines = text.split('\n');
  if (text.length <= foldedLength && lines.length <= foldedLines) return undefined;
  const start = lines.slice(0, foldedLines).join('\n');
  if (start.length <= foldedLength) return withEllipsis(start);
  const cut = start.slice(0, foldedLength);
  // Cut at the last space, unless the text has none for a long way (a long unbroken word).
  const lastSpace = cut.search(/\s\S*$/);
  return withEllipsis(lastSpace > foldedLength / 2 ? cut.slice(0, lastSpace) : cut);
}

/** The ellipsis in place of the punctuation the start ends with: 'yaptık…', not 'yaptık.…'. */
function withEllipsis(start: string): string {
  return `${start.trimEnd().replace(/[.,;:]+$/, '')}…`;
}
