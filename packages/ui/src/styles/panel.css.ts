import { globalStyle, style } from '@vanilla-extract/css';
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

/** A part of a panel under its title, such as the profile's 'MY JOBS'. */
export const panelSection = style({
  maxWidth: 720,
  marginTop: vars.space.xlarge,
  marginInline: 'auto',
});

export const panelSectionHeading = style({
  fontSize: vars.type.size.large,
  fontWeight: vars.type.weight.bold,
  textAlign: 'center',
});

/** A panel's one-line message in place of a list, such as 'No saved jobs yet', its link in indigo. */
export const panelNote = style({
  marginTop: vars.space.large,
  textAlign: 'center',
  color: vars.colour.foreground.muted,
});

globalStyle(`${panelNote} a`, {
  color: vars.colour.foreground.link,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'underline',
});
