import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { filterLinkStates } from '../../styles/filterLink';
import { panel } from '../../styles/panel.css';

/** Above the part's panel, at its width (`width.content`). */
export const nav = style({
  maxWidth: vars.width.content,
  marginInline: 'auto',
  marginBottom: vars.space.medium,
});

/** One row at every width: on a phone it scrolls sideways instead of stacking six lines. */
export const tabs = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.colour.border.standard}`,
});

/** A tab: the current part's in violet, as the side panel marks its own, any other quiet. */
export const tab = filterLinkStates(
  {
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
  },
  {
    color: vars.colour.foreground.muted,
    selectors: {
      '&:hover': {
        backgroundColor: vars.colour.background.surface,
        color: vars.colour.foreground.standard,
      },
    },
  },
);

export const part = style([panel]);

/** The part's own section starts the panel: no gap above it for a heading seen only by screen readers. */
globalStyle(`${part} > section`, { marginTop: 0 });
