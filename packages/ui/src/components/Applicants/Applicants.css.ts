import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.colour.foreground.link, textDecoration: 'underline' } },
});

/** 'Başvurular' over the posting's title. */
export const eyebrow = style({
  marginTop: vars.space.medium,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.semibold,
  color: vars.colour.foreground.muted,
});

export const title = style({ marginTop: vars.space.xxsmall });

/** 'Başvurular' as the title while the posting's is not known, where the eyebrow would be. */
export const pendingTitle = style({ marginTop: vars.space.medium });

globalStyle(`${title} a`, { color: vars.colour.foreground.standard, textDecoration: 'none' });
globalStyle(`${title} a:hover`, {
  color: vars.colour.foreground.link,
  textDecoration: 'underline',
});

export const count = style({
  marginTop: vars.space.xsmall,
  marginBottom: vars.space.large,
  color: vars.colour.foreground.muted,
});

/** The status select and, while a change is on its way, its spinner. */
export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const statusField = style({ width: '14rem', maxWidth: '100%' });

export const saving = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.muted,
});

/** The failure under 'Başvurular', apart from it as the list would be. */
export const failed = style({ marginTop: vars.space.large });

/**
 * The filters and the order above the list, in a grid of equal columns: the four on one line on a
 * desk, two by two on a phone (each box at least as wide as its longest choice, 'En az 4 yıldız').
 */
export const arrange = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr))',
  gap: vars.space.small,
  marginBottom: vars.space.medium,
});

/**
 * Moving several at once: a quiet box above the list, its name on its own line, the picking and
 * the move side by side where they fit.
 */
export const several = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minWidth: 0,
  margin: `0 0 ${vars.space.medium}`,
  padding: vars.space.small,
  border: 0,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.background.page,
});

/** Floated, so it is a line of the box like the rest rather than drawn in its border. */
export const severalLabel = style({
  float: 'left',
  flexBasis: '100%',
  padding: 0,
  fontSize: vars.type.size.small,
  fontWeight: vars.type.weight.semibold,
  color: vars.colour.foreground.muted,
});

export const picking = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  paddingBlock: vars.space.xsmall,
});

export const pickedCount = style({
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.muted,
});

export const moving = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

/**
 * The answers' select on a line of its own under the others, as wide as the list: its choices name
 * a question and then the answer, which a narrower box would cut off.
 */
export const arrangeAnswersField = style({ gridColumn: '1 / -1', minWidth: 0 });

/** The applicant's address, and 'Eleyen yanıt' beside it when an answer disqualifies. */
export const applicantDetails = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});
