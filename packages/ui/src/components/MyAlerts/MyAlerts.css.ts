import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { rowList } from '../../styles/rowList.css';

/** The box of rows (styles/rowList.css.ts) under 'Kayıtlı aramalar'. */
export const list = style([rowList, { marginTop: vars.space.medium }]);

/**
 * Above the searches while the address is not verified: why they mail nothing, and the resend;
 * marked amber at its start, as the job form's notice.
 */
export const waiting = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  marginTop: vars.space.medium,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `4px solid ${vars.colour.tone.caution.foreground}`,
});

// The resend's long label wraps on a narrow phone rather than run past the indented notice.
globalStyle(`${waiting} button`, { whiteSpace: 'normal', textAlign: 'start' });

export const waitingMessage = style({
  color: vars.colour.foreground.muted,
  lineHeight: vars.type.lineHeight.relaxed,
});

/** The failure under the heading, where the list would start. */
export const failed = style({ marginTop: vars.space.medium });
