import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';
import { breakpoints } from '../../styles/sprinkles.css';
import { card } from '../../styles/surface.css';
import { visuallyHiddenRule } from '../../styles/visuallyHidden.css';

const narrow = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;
const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const root = style({
  display: 'grid',
  alignItems: 'start',
  // On a phone the folded panel's button sits close above the list, which comes first.
  gap: vars.space.small,
  '@media': {
    [tablet]: { gridTemplateColumns: '220px minmax(0, 1fr)', gap: vars.space.large },
    [desktop]: { gridTemplateColumns: '300px minmax(0, 1fr)' },
  },
});

export const panelToggle = style([
  card,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    width: '100%',
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.medium,
    border: 'none',
    fontSize: vars.type.size.small,
    fontWeight: vars.type.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRing,
    },
    // From the tablet breakpoint the panel is always shown.
    '@media': { [tablet]: { display: 'none' } },
  },
]);

/** The button's name, then the choices in force, cut short rather than wrapped on a narrow phone. */
export const toggleText = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const chosen = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.colour.foreground.accent,
});

export const chevron = style({
  selectors: {
    [`${panelToggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const panel = style([
  card,
  {
    padding: vars.space.large,
    '@media': {
      [narrow]: {
        marginTop: vars.space.xsmall,
        selectors: { '&[data-state="closed"]': { display: 'none' } },
      },
      // No script will ever open it: open, its button hidden (ScriptButton).
      [`${narrow} and (scripting: none)`]: {
        selectors: { '&[data-state="closed"]': { display: 'block' } },
      },
    },
  },
]);

/** A part of the panel under the work types. */
export const section = style({ marginTop: vars.space.large });

/**
 * Beside a detail, folded behind its button, the panel does not repeat the button's words
 * ('Çalışma şekli') as its first line: its heading stays for screen readers (it names the
 * navigation). Beside a list the button says 'Filtreler', and every heading shows. Where no script
 * runs there is no button, and the heading shows.
 */
globalStyle(`${panel}:not([data-list]) > nav > h2`, {
  '@media': { [`${narrow} and (scripting: enabled)`]: visuallyHiddenRule },
});

export const view = style({ minWidth: 0 });
