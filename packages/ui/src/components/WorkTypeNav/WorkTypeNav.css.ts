import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { filterLinkStates } from '../../styles/filterLink';
import { sectionTitle } from '../../styles/heading.css';

/**
 * Shared by the side panel's headings: this one, the other filters' (PanelFilter) and the skills
 * block's.
 */
export const heading = sectionTitle;

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  marginTop: vars.space.small,
  padding: 0,
  listStyle: 'none',
});

/** A type's count, when known, at the end of its line, the counts aligned in a column. */
export const link = filterLinkStates(
  {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.medium,
  },
  {
    color: vars.colour.foreground.muted,
    selectors: {
      '&:hover': {
        backgroundColor: vars.colour.background.page,
        color: vars.colour.foreground.standard,
      },
    },
  },
);
