import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * A short line on a tinted ground with its icon, saying where something stands: positive for a
 * thing done ('Bu ilana başvurdunuz'), caution for one no longer open (a posting taken down),
 * neutral for one closed by choice (an application withdrawn).
 */
export const inlineNotice = styleVariants(
  { positive: {}, caution: {}, neutral: {} } as const,
  (_, tone) => ({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.colour.tone[tone].background,
    color: vars.colour.tone[tone].foreground,
    fontSize: vars.type.size.small,
    fontWeight: vars.type.weight.medium,
  }),
);

/** The notice's icon keeps its size however long the line. */
export const noticeIcon = style({ flexShrink: 0 });
