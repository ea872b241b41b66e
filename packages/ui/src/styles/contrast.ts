import { tokens } from './tokens';

/** WCAG 2.2's relative luminance of an sRGB colour written `#rrggbb`. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((channel) => {
    const value = Number.parseInt(channel, 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * What a pair carries, and so the ratio WCAG's level AA asks of it: body text 4.5:1 (1.4.3);
 * a control's edge or an icon that carries meaning 3:1 (1.4.11).
 */
export const contrastMinimum = { text: 4.5, nonText: 3 } as const;

export interface ColourPair {
  /** The foreground's token, as styles name it: `colour.foreground.muted`. */
  foreground: string;
  /** The token it is shown on. */
  background: string;
  kind: keyof typeof contrastMinimum;
}

export interface MeasuredPair extends ColourPair {
  ratio: number;
  /** Meets AA for its kind. */
  passes: boolean;
}

/** The colour tokens' shape, with any values: a theme, or a trial of one. */
type Widened<Group> = {
  [Key in keyof Group]: Group[Key] extends string ? string : Widened<Group[Key]>;
};
type ColourTokens = Widened<typeof tokens.colour>;

/**
 * The colours that are not text but must be seen: the focus ring, a control's edge, a refused
 * field's edge.
 */
export const nonTextForegrounds = ['border.focus', 'border.field', 'border.critical'] as const;

/** Every foreground of the theme on every ground the board shows it on. */
function pairsOf(colour: ColourTokens): ColourPair[] {
  const grounds = ['background.page', 'background.surface'] as const;
  const text = Object.keys(colour.foreground).flatMap((name) =>
    grounds.map((ground) => ({
      foreground: `foreground.${name}`,
      background: ground,
      kind: 'text' as const,
    })),
  );
  const buttons = Object.keys(colour.action).flatMap((name) =>
    (['background', 'hover'] as const).map((state) => ({
      foreground: `action.${name}.foreground`,
      background: `action.${name}.${state}`,
      kind: 'text' as const,
    })),
  );
  const tinted = (['tone', 'badge'] as const).flatMap((group) =>
    Object.keys(colour[group]).map((name) => ({
      foreground: `${group}.${name}.foreground`,
      background: `${group}.${name}.background`,
      kind: 'text' as const,
    })),
  );
  // WCAG 1.4.11: what shows a control is there, or has the focus, stands out 3:1 from the page
  // and the card it sits on. A field's well is the page's grey, so those two grounds cover it.
  const edges = nonTextForegrounds.flatMap((foreground) =>
    grounds.map((ground) => ({ foreground, background: ground, kind: 'nonText' as const })),
  );
  return [...text, ...buttons, ...tinted, ...edges];
}

/** The value of a dotted colour token, `action.primary.background`. */
export function colourValue(name: string, colour: ColourTokens = tokens.colour): string {
  const value = name
    .split('.')
    .reduce<unknown>(
      (group, key) => (group as Record<string, unknown> | undefined)?.[key],
      colour as unknown,
    );
  if (typeof value !== 'string') throw new Error(`No colour token ${name}`);
  return value;
}

/** The theme's colour pairs with their contrast ratios, computed from the tokens themselves. */
export function measuredPairs(colour: ColourTokens = tokens.colour): MeasuredPair[] {
  return pairsOf(colour).map((pair) => {
    const ratio = contrastRatio(
      colourValue(pair.foreground, colour),
      colourValue(pair.background, colour),
    );
    return { ...pair, ratio, passes: ratio >= contrastMinimum[pair.kind] };
  });
}

/** The hue of a `#rrggbb` colour, 0 to 360 degrees. */
export function hue(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
  const max = Math.max(red, green, blue);
  const range = max - Math.min(red, green, blue);
  if (range === 0) return 0;
  const sector =
    max === red
      ? (green - blue) / range
      : max === green
        ? 2 + (blue - red) / range
        : 4 + (red - green) / range;
  return (sector * 60 + 360) % 360;
}

/** How far apart two hues are around the wheel, 0 to 180 degrees. */
export function hueDistance(first: string, second: string): number {
  const apart = Math.abs(hue(first) - hue(second));
  return Math.min(apart, 360 - apart);
}
