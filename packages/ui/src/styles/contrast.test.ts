import { describe, expect, it } from 'vitest';
import { colourValue, contrastRatio, measuredPairs, relativeLuminance } from './contrast';
import { tokens } from './tokens';

describe('contrastRatio', () => {
  it('gives WCAG’s figures for black, white and a grey', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#4f46e5', '#4f46e5')).toBe(1);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('indigo')).toThrow('Not a #rrggbb colour');
  });
});

describe('the theme’s colour pairs', () => {
  const pairs = measuredPairs();

  it('covers every foreground, button, tone and badge of the tokens', () => {
    const foregrounds = new Set(pairs.map((pair) => pair.foreground));
    for (const name of Object.keys(tokens.colour.foreground))
      expect(foregrounds).toContain(`foreground.${name}`);
    for (const name of Object.keys(tokens.colour.action))
      expect(foregrounds).toContain(`action.${name}.foreground`);
    for (const name of Object.keys(tokens.colour.badge))
      expect(foregrounds).toContain(`badge.${name}.foreground`);
    for (const name of Object.keys(tokens.colour.tone))
      expect(foregrounds).toContain(`tone.${name}.foreground`);
  });

  it('all meet WCAG AA, so a token change that breaks one fails here', () => {
    const failing = pairs
      .filter((pair) => !pair.passes)
      .map((pair) => `${pair.foreground} on ${pair.background}: ${pair.ratio.toFixed(2)}`);
    expect(failing).toEqual([]);
  });

  it('judges a pair by its own tokens', () => {
    const dim = {
      ...tokens.colour,
      foreground: { ...tokens.colour.foreground, subtle: '#d1d5db' },
    };
    const subtle = measuredPairs(dim).find(
      (pair) => pair.foreground === 'foreground.subtle' && pair.background === 'background.surface',
    );
    expect(subtle?.passes).toBe(false);
    expect(colourValue('action.primary.background')).toBe(tokens.colour.action.primary.background);
  });
});
