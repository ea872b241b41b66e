import { style } from '@vanilla-extract/css';
import { vars } from '../styles/contract.css';
import { rowList } from '../styles/rowList.css';

export const gap = style({ marginTop: vars.space.medium });

/** The CVs, then the profile's form, a section's space apart. */
export const parts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  marginTop: vars.space.medium,
});

export const skeletonList = rowList;
