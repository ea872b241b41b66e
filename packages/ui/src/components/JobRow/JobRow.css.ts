import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { card } from '../../styles/surface.css';

export const root = style([
  card,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.medium,
    padding: vars.space.large,
  },
]);

/** The image's box in CSS pixels; JobRow gives the <img> the same width and height attributes, so
 * the row keeps its height before the picture (or the stylesheet) has arrived. */
export const imageSize = 48;

export const image = style({
  width: imageSize,
  height: imageSize,
  flexShrink: 0,
  objectFit: 'contain',
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: imageSize,
  height: imageSize,
  flexShrink: 0,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.background.placeholder,
  color: vars.colour.foreground.subtle,
});

export const body = style({
  // Grows to the free width and lets long words wrap instead of pushing the button out.
  flex: '1 1 200px',
  minWidth: 0,
});

export const title = style({
  fontSize: vars.type.size.large,
  fontWeight: vars.type.weight.medium,
  lineHeight: vars.type.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const info = style({
  marginTop: vars.space.xxsmall,
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.subtle,
  overflowWrap: 'anywhere',
});

export const facts = style({ marginTop: vars.space.xxsmall });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginTop: vars.space.xsmall,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** The skeleton's stand-in for the Detail button, about its width. */
export const detailSkeleton = style({ width: '72px' });
