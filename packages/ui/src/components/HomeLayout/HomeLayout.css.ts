import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';
import { breakpoints } from '../../styles/sprinkles.css';
import { card } from '../../styles/surface.css';

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

/**
 * The side panel in place from the tablet breakpoint, whatever its popover state (the browser's
 * popover styles undone); below it, a sheet over the bottom of the screen, shown only while open
 * (the browser hides a closed popover), over a dimmed page.
 */
export const panel = style([
  card,
  {
    color: 'inherit',
    padding: vars.space.large,
    '@media': {
      [narrow]: {
        position: 'fixed',
        inset: 'auto 0 0 0',
        width: '100%',
        maxWidth: '100%',
        maxHeight: '85dvh',
        margin: 0,
        border: 'none',
        borderEndStartRadius: 0,
        borderEndEndRadius: 0,
        paddingBottom: 0,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        boxShadow: vars.shadow.raised,
      },
      [tablet]: {
        display: 'block',
        position: 'static',
        inset: 'auto',
        width: 'auto',
        height: 'auto',
        margin: 0,
        border: 'none',
        overflow: 'visible',
      },
    },
    selectors: { '&::backdrop': { background: 'rgb(0 0 0 / 0.4)' } },
  },
]);

/** The sheet's way back to the list or the detail, held at its bottom. */
export const sheetFooter = style({
  position: 'sticky',
  bottom: 0,
  marginTop: vars.space.large,
  paddingBlock: vars.space.medium,
  borderTop: `1px solid ${vars.colour.border.standard}`,
  backgroundColor: vars.colour.background.surface,
  '@media': { [tablet]: { display: 'none' } },
});

export const closeSheet = style({ width: '100%' });

/** A part of the panel under the work types. */
export const section = style({ marginTop: vars.space.large });

export const view = style({ minWidth: 0 });
