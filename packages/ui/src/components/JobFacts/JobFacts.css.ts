import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';

export const root = style({
  // Not the browser's 1em above and below a <dl>: where it sits decides its space.
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  fontSize: vars.type.size.small,
  lineHeight: vars.type.lineHeight.standard,
  color: vars.colour.foreground.muted,
});

export const fact = style({ minWidth: 0 });

export const value = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
});

export const text = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const icon = style({ flexShrink: 0, color: vars.colour.foreground.subtle });

/**
 * A company's name as the link to its page: above a row's stretched link to the job (positioned,
 * and later in the row), so a press on the name opens the company, anywhere else the job.
 */
export const companyLink = style({
  position: 'relative',
  borderRadius: vars.radius.small,
  color: vars.colour.foreground.link,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});
