import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './focusRing';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  backgroundColor: vars.colour.background.page,
  color: vars.colour.foreground.standard,
  fontFamily: vars.type.family.body,
  fontSize: vars.type.size.standard,
  lineHeight: vars.type.lineHeight.standard,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, ul, ol, figure, blockquote', { margin: 0 });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });

// The ring of every focusable thing that draws none of its own: links, summaries, checkboxes.
// `:where` keeps it below any component's style, which uses the same `focusRing`.
globalStyle(':where(:focus-visible)', focusRing);

// Form controls do not inherit the page's font unless told to.
globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
});
