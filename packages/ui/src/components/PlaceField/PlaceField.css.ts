import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';

/** The city and its country side by side where they fit, one under the other on a phone. */
export const cityAndCountry = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.small,
  alignItems: 'start',
});

/** The countries chosen for a remote job's applicants, as tags that wrap. */
export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: `0 0 ${vars.space.small}`,
  padding: 0,
  listStyle: 'none',
});

export const country = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.colour.tone.promote.background,
  color: vars.colour.tone.promote.foreground,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
});

/** A tag's way out: a round target of 24 px, the smallest WCAG 2.2 allows. */
export const remove = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.colour.background.surface },
    '&:focus-visible': focusRing,
  },
});
