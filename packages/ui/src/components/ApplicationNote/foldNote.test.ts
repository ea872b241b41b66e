import { describe, expect, it } from 'vitest';
import { foldNote } from './foldNote';

const word = 'çalışma ';

describe('foldNote', () => {
  it('leaves a short note whole', () => {
    expect(foldNote('Merhaba,\nilanınız için başvuruyorum.')).toBeUndefined();
    expect(foldNote('a'.repeat(280))).toBeUndefined();
    // Trailing blank lines are no reason to fold.
    expect(foldNote('bir\niki\nüç\ndört\n\n\n')).toBeUndefined();
  });

  it('cuts a long note at a word, near 280 characters, with an ellipsis', () => {
    const folded = foldNote(word.repeat(60));
    expect(folded).toBe(`${word.repeat(35).trimEnd()}…`);
    expect(folded?.length).toBeLessThanOrEqual(281);
  });

  it('keeps the first four lines of a note with more', () => {
    expect(foldNote('bir\niki\nüç\ndört\nbeş')).toBe('bir\niki\nüç\ndört…');
  });

  it('puts the ellipsis in place of the punctuation it cuts after', () => {
    expect(foldNote('Bir.\nİki.\nÜç.\nDört.\nBeş.')).toBe('Bir.\nİki.\nÜç.\nDört…');
  });

  it('cuts a long unbroken word where it must', () => {
    expect(foldNote('ş'.repeat(400))).toBe(`${'ş'.repeat(280)}…`);
  });
});
