import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { insetFocusRing } from '../../styles/focusRing';
import { cardTitle } from '../../styles/heading.css';

export const list = style({
  marginTop: vars.space.large,
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.colour.border.standard}` } },
});

/** A closed entry's shape while the list loads: the trigger's padding around a line of title. */
export const skeletonEntry = style({ padding: vars.space.medium });

/** The failure stands where the list would. */
export const failed = style({ marginTop: vars.space.large });

/** The entry's title is an h2 for the outline, a card's title (`cardTitle`) to the eye. */
export const itemHeading = cardTitle;

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  padding: vars.space.medium,
  border: 'none',
  backgroundColor: vars.colour.background.surface,
  color: vars.colour.foreground.muted,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.colour.background.page },
    '&:focus-visible': insetFocusRing,
    '&[data-state="open"]': {
      backgroundColor: vars.colour.background.page,
      color: vars.colour.foreground.standard,
    },
  },
});

/** Takes the free width, pushing the expired badge and the chevron to the end. */
export const triggerTitle = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const chevron = style({
  flexShrink: 0,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  paddingInline: vars.space.medium,
  paddingBottom: vars.space.medium,
  backgroundColor: vars.colour.background.page,
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
  lineHeight: vars.type.lineHeight.relaxed,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginTop: vars.space.xsmall,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginTop: vars.space.small,
});
