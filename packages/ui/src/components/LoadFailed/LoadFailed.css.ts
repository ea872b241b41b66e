import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { card } from '../../styles/surface.css';

export const root = style([
  card,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.medium,
    // An edge of its own: it also stands on the white panels of the members' pages.
    border: `1px solid ${vars.colour.border.standard}`,
    paddingBlock: vars.space.xlarge,
    paddingInline: vars.space.large,
    textAlign: 'center',
  },
]);

export const message = style({
  fontSize: vars.type.size.large,
  fontWeight: vars.type.weight.semibold,
  color: vars.colour.foreground.standard,
});

export const reason = style({
  fontSize: vars.type.size.small,
  color: vars.colour.foreground.muted,
});
