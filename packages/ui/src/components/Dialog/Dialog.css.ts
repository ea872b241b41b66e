import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { sectionTitle } from '../../styles/heading.css';

export const dialog = style({
  width: 'min(28rem, calc(100vw - 2rem))',
  padding: vars.space.large,
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.large,
  background: vars.colour.background.surface,
  color: vars.colour.foreground.standard,
  boxShadow: vars.shadow.raised,
  selectors: { '&::backdrop': { background: 'rgb(0 0 0 / 0.4)' } },
});

export const title = style([sectionTitle, { margin: 0, marginBottom: vars.space.small }]);

export const body = style({ display: 'grid', gap: vars.space.medium });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const description = style({
  margin: 0,
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
});
