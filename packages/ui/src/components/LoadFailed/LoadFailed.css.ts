import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { panel } from '../../styles/panel.css';
import { card } from '../../styles/surface.css';

/**
 * A card of its own where the list would be on the grey page; on the white panel of a member's
 * page it is no card inside the card, only its words and retry, centred where the list would be.
 */
export const root = style([
  card,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.medium,
    paddingBlock: vars.space.xlarge,
    paddingInline: vars.space.large,
    textAlign: 'center',
    selectors: { [`${panel} &`]: { boxShadow: 'none', paddingInline: 0 } },
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
