import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { card as surface } from '../../styles/surface.css';
import { textButton } from '../../styles/textButton.css';

export const card = style([
  surface,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.small,
    padding: vars.space.xlarge,
    textAlign: 'center',
  },
]);

export const message = style({ color: vars.colour.foreground.muted });

/** The next steps side by side, wrapping on a phone. */
export const nextSteps = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'baseline',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
});

/** A link that reads as the save button beside it. */
export const link = style([textButton]);
