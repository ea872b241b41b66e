import { describe, expect, it } from 'vitest';
import {
  colourValue,
  contrastRatio,
  hue,
  hueDistance,
  measuredPairs,
  nonTextForegrounds,
  relativeLuminance,
} from './contrast';
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

  it('measures the focus ring and every control edge on the page and on a card, at 3:1', () => {
    for (const foreground of nonTextForegrounds)
      for (const background of ['background.page', 'background.surface']) {
        const pair = pairs.find(
          (each) => each.foreground === foreground && each.background === background,
        );
        expect(pair?.kind, `${foreground} on ${background}`).toBe('nonText');
      }
  });

  it('fails a ring or an edge under 3:1, and text under 4.5:1', () => {
    const faint = { ...tokens.colour, border: { ...tokens.colour.border, focus: '#a5b4fc' } };
    const ring = measuredPairs(faint).find((pair) => pair.foreground === 'border.focus');
    expect(ring?.ratio).toBeLessThan(3);
    expect(ring?.passes).toBe(false);
    const edge = { ...tokens.colour, border: { ...tokens.colour.border, field: '#9ca3af' } };
    const field = measuredPairs(edge).find(
      (pair) => pair.foreground === 'border.field' && pair.background === 'background.page',
    );
    expect(field?.ratio).toBeLessThan(3);
    expect(field?.passes).toBe(false);
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

describe('red', () => {
  it('measures hues around the wheel', () => {
    expect(hue('#ff0000')).toBe(0);
    expect(hue('#00ff00')).toBe(120);
    expect(hue('#0000ff')).toBe(240);
    expect(hueDistance('#ff0000', '#ff00cc')).toBeCloseTo(48, 0);
  });

  it('belongs to the critical tone alone: every badge is 20° or more off its hue', () => {
    const critical = [tokens.colour.tone.critical.foreground, tokens.colour.foreground.critical];
    for (const [name, badge] of Object.entries(tokens.colour.badge))
      for (const red of critical)
        expect(hueDistance(badge.foreground, red), `badge.${name}`).toBeGreaterThanOrEqual(20);
  });
});
