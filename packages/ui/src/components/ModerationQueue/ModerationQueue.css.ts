import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.large,
  overflowWrap: 'anywhere',
});

/** The title leads to the posting's page, which a moderator reads whatever its state. */
export const titleLink = style({
  color: vars.colour.foreground.link,
  textDecoration: 'underline',
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
});

export const entries = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingLeft: vars.space.medium,
  fontSize: vars.type.size.small,
});

/** A log entry's posting. */
globalStyle(`${entries} a`, { color: vars.colour.foreground.link, textDecoration: 'underline' });

/** A choice question's choices, after its label. */
export const choices = style({ color: vars.colour.foreground.muted });

export const subheading = style({
  margin: 0,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.semibold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const body = style({ marginTop: vars.space.medium });

/** A section of the queue, as wide as the panel's sections are, never as narrow as its content. */
export const section = style({ width: '100%' });

/** The shapes of the items to come, apart as the items are. */
export const skeletonItem = style({ marginBottom: vars.space.medium });
