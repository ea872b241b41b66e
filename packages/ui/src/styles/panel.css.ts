import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { card } from './surface.css';

/**
 * The white panel of the single-purpose screens (profile, saved jobs, moderation, create job), a
 * reading column (`width.content`) in the page's: its title (`pageTitle`) and parts start at its
 * left edge. What sits inside it is never another card: parts are apart by space or a rule.
 */
export const panel = style([
  card,
  {
    width: '100%',
    maxWidth: vars.width.content,
    marginInline: 'auto',
    paddingBlock: vars.space.xlarge,
    paddingInline: vars.space.large,
  },
]);

/** A part of a panel under its title, such as the profile's 'İlanlarım'. */
export const panelSection = style({ marginTop: vars.space.xlarge });

/** A panel's one-line message in place of a list, such as 'No saved jobs yet', its link in indigo. */
export const panelNote = style({
  marginTop: vars.space.large,
  color: vars.colour.foreground.muted,
});

globalStyle(`${panelNote} a`, {
  color: vars.colour.foreground.link,
  fontWeight: vars.type.weight.medium,
  textDecoration: 'underline',
});
