import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { card } from './surface.css';

/** The page-wide white panel of the single-purpose screens: profile, saved jobs, create job. */
export const panel = style([
  card,
  { paddingBlock: vars.space.xlarge, paddingInline: vars.space.large },
]);

/** Its centred title, such as 'PROFILE' or 'SAVED JOBS'. */
export const panelHeading = style({
  textAlign: 'center',
  fontSize: vars.type.size.xlarge,
  fontWeight: vars.type.weight.bold,
  lineHeight: vars.type.lineHeight.tight,
});
