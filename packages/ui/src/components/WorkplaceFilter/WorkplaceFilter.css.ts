import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { currentFilterLink, filterLinkBase } from '../../styles/filterLink';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  padding: 0,
  listStyle: 'none',
});

/** Chips in the side panel's colours: the current one violet, as WorkTypeNav marks its own. */
const linkBase = style({
  ...filterLinkBase,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
});

/** A link as it stands: the current one in the side panel's violet, any other quiet. */
export const link = styleVariants({
  idle: [
    linkBase,
    {
      backgroundColor: vars.colour.background.surface,
      color: vars.colour.foreground.muted,
      boxShadow: `inset 0 0 0 1px ${vars.colour.border.standard}`,
      selectors: {
        '&:hover': { color: vars.colour.foreground.standard },
      },
    },
  ],
  current: [linkBase, currentFilterLink],
});
