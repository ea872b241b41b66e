import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';
import { focusRing } from '../../styles/focusRing';
import { uiLimits } from '../../uiLimits';

// Quill builds its toolbar and editor itself; its snow theme (quill.snow.css) is restyled here with
// the theme's tokens, through global selectors scoped to the editor's own root.

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.background.surface,
  selectors: {
    '&:focus-within': focusRing,
  },
});

const toolbar = `${root} .ql-toolbar.ql-snow`;
const container = `${root} .ql-container.ql-snow`;

globalStyle(toolbar, {
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.colour.border.standard}`,
  borderStartStartRadius: vars.radius.large,
  borderStartEndRadius: vars.radius.large,
  fontFamily: vars.type.family.body,
});

globalStyle(`${toolbar} .ql-picker`, { color: vars.colour.foreground.muted });

globalStyle(
  `${toolbar} :is(button:hover, button:focus-visible, button.ql-active, .ql-picker-label:hover)`,
  {
    color: vars.colour.foreground.accent,
  },
);

globalStyle(
  `${toolbar} :is(button:hover, button:focus-visible, button.ql-active) :is(.ql-stroke, .ql-stroke-miter)`,
  { stroke: vars.colour.foreground.accent },
);

globalStyle(`${toolbar} :is(button:hover, button:focus-visible, button.ql-active) .ql-fill`, {
  fill: vars.colour.foreground.accent,
});

globalStyle(container, {
  // The spec's editor height: the writing area, under the toolbar.
  height: uiLimits.editorHeight,
  border: `1px solid ${vars.colour.border.standard}`,
  borderTop: 'none',
  borderEndStartRadius: vars.radius.large,
  borderEndEndRadius: vars.radius.large,
  fontFamily: vars.type.family.body,
  fontSize: vars.type.size.standard,
});

globalStyle(`${root}[data-invalid="true"] :is(.ql-toolbar.ql-snow, .ql-container.ql-snow)`, {
  borderColor: vars.colour.border.critical,
});

globalStyle(`${root} .ql-editor`, {
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  lineHeight: vars.type.lineHeight.standard,
  color: vars.colour.foreground.standard,
});

globalStyle(`${root} .ql-editor.ql-blank::before`, {
  insetInline: vars.space.medium,
  color: vars.colour.foreground.subtle,
  fontStyle: 'normal',
});

globalStyle(`${root} .ql-snow .ql-tooltip`, {
  zIndex: 1,
  borderColor: vars.colour.border.standard,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  color: vars.colour.foreground.standard,
});

globalStyle(`${root} .ql-snow a`, { color: vars.colour.foreground.link });

// Quill's snow theme writes the link tooltip's words in its CSS, in English; these take them from
// attributes the component sets in the reader's language (labelEditor in RichTextEditor.tsx).
const tooltip = `${root} .ql-snow .ql-tooltip`;
globalStyle(`${tooltip}::before`, { content: 'attr(data-visit-label)' });
globalStyle(`${tooltip}[data-mode="link"]::before`, { content: 'attr(data-enter-label)' });
globalStyle(`${tooltip} a.ql-action::after`, { content: 'attr(data-edit-label)' });
globalStyle(`${tooltip}.ql-editing a.ql-action::after`, { content: 'attr(data-save-label)' });
globalStyle(`${tooltip} a.ql-remove::before`, { content: 'attr(data-label)' });

/** Quill's toolbar as its snow theme draws it, with its borders, over the writing area. */
const toolbarHeight = 44;

/** Holds the place of toolbar and writing area while Quill loads, so the form does not jump. */
export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: toolbarHeight + uiLimits.editorHeight,
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.large,
});

/**
 * The editor's place before its code comes (EditorStandIn): the same box, a toolbar's strip over
 * a writing area of the same height, so nothing moves when the editor takes over.
 */
export const standIn = style([root]);

globalStyle(`${standIn}[data-invalid="true"] > *`, { borderColor: vars.colour.border.critical });

export const standInToolbar = style({
  display: 'flex',
  alignItems: 'center',
  height: toolbarHeight,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.colour.border.standard}`,
  borderStartStartRadius: vars.radius.large,
  borderStartEndRadius: vars.radius.large,
});

export const standInStatus = style({
  color: vars.colour.foreground.muted,
  fontSize: vars.type.size.small,
});

export const standInText = style({
  height: uiLimits.editorHeight,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.colour.border.standard}`,
  borderTop: 'none',
  borderEndStartRadius: vars.radius.large,
  borderEndEndRadius: vars.radius.large,
  background: 'transparent',
  color: vars.colour.foreground.standard,
  fontFamily: vars.type.family.body,
  fontSize: vars.type.size.standard,
  lineHeight: vars.type.lineHeight.standard,
  // The ring is the box's (`root`'s focus-within); the transparent outline is forced colours'.
  outline: '2px solid transparent',
  resize: 'none',
  '::placeholder': { color: vars.colour.foreground.subtle },
});
