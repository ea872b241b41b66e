import 'quill/dist/quill.snow.css';
import type { MessageId, Translate } from '@job/texts';
import Quill from 'quill';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import type { FieldControlProps } from '../Field/Field';
import * as styles from './RichTextEditor.css';

/** The reference's toolbar: text style, bold, italic, underline, link, lists, clear formatting. */
const toolbar = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'link'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['clean'],
];

/** Names for the toolbar's controls, where Quill would read out its format names ('bold'). */
const controlNames = [
  ['.ql-header .ql-picker-label', 'editor.textStyle'],
  ['.ql-bold', 'editor.bold'],
  ['.ql-italic', 'editor.italic'],
  ['.ql-underline', 'editor.underline'],
  ['.ql-link', 'editor.link'],
  ['.ql-list[value="ordered"]', 'editor.orderedList'],
  ['.ql-list[value="bullet"]', 'editor.bulletList'],
  ['.ql-clean', 'editor.clean'],
] as const satisfies readonly (readonly [string, MessageId])[];

/** Names for the text-style picker's choices, by their header level ('' for normal text). */
const headerNames: Readonly<Record<string, MessageId>> = {
  '1': 'editor.heading1',
  '2': 'editor.heading2',
  '3': 'editor.heading3',
  '': 'editor.normal',
};

export interface RichTextEditorProps extends Partial<FieldControlProps> {
  /** Called with the HTML after every change; '' when the editor is empty. */
  onChange: (html: string) => void;
  /** The HTML the editor starts with. */
  defaultValue?: string;
  placeholder?: string;
  /** Takes the focus once built, the caret after its text: it replaces a writing area in use. */
  autoFocus?: boolean;
}

/** The HTML of the editor's content, '' when it is empty. */
function contentHtml(quill: Quill): string {
  // An empty document is a single line break.
  if (quill.getLength() <= 1) return '';
  // Quill 2.0.3 writes every space as &nbsp;, which would stop the text wrapping where it is shown.
  return quill.getSemanticHTML().replaceAll('&nbsp;', ' ');
}

/** Quill 2 with the reference's toolbar, reporting HTML; wrapped directly (react-quill breaks on React 19). */
export function RichTextEditor({
  id,
  'aria-labelledby': labelledBy,
  'aria-invalid': invalid = false,
  'aria-describedby': describedBy,
  onChange,
  defaultValue,
  placeholder,
  autoFocus = false,
}: RichTextEditorProps) {
  const { t } = useTexts();
  const rootRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  // The latest callback, read when Quill reports a change, so Quill is built once per mount.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const initialRef = useRef({ defaultValue, placeholder, autoFocus });

  // Built as it is committed, in the same task: an editor that takes over a writing area in use
  // takes the focus before another key is pressed.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // A fresh node per mount: Quill cannot be built twice on one element (StrictMode mounts twice).
    const host = root.appendChild(document.createElement('div'));
    const { defaultValue, placeholder, autoFocus } = initialRef.current;
    const quill = new Quill(host, { theme: 'snow', modules: { toolbar }, placeholder });
    if (defaultValue) quill.setContents(quill.clipboard.convert({ html: defaultValue }), 'silent');
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.on(Quill.events.TEXT_CHANGE, () => onChangeRef.current(contentHtml(quill)));
    quillRef.current = quill;
    if (autoFocus) quill.setSelection(quill.getLength(), 0);
    return () => {
      quillRef.current = null;
      // The toolbar is a sibling of the host: empty the whole root.
      root.replaceChildren();
    };
  }, []);

  // After the build above: Quill's own words, in the reader's language, again when it changes.
  useEffect(() => {
    if (rootRef.current) labelEditor(rootRef.current, t);
  }, [t]);

  // The field's label and messages, kept on the element that takes the typing.
  useEffect(() => {
    const editable = quillRef.current?.root;
    if (!editable) return;
    setOrRemove(editable, 'id', id);
    setOrRemove(editable, 'aria-labelledby', labelledBy);
    setOrRemove(editable, 'aria-describedby', describedBy);
    editable.setAttribute('aria-invalid', String(invalid));
  }, [id, labelledBy, describedBy, invalid]);

  return <div ref={rootRef} className={styles.root} data-invalid={invalid} />;
}

function setOrRemove(element: HTMLElement, name: string, value: string | undefined) {
  if (value) element.setAttribute(name, value);
  else element.removeAttribute(name);
}

/**
 * Quill's words in the reader's language. The toolbar's controls get names (its text-style picker
 * is a span with role="button" and none). The picker's choices and the link tooltip are drawn by
 * Quill's CSS, in English: they show `data-` attributes instead (here, in Quill's own `data-label`,
 * and in RichTextEditor.css.ts).
 */
function labelEditor(root: HTMLElement, t: Translate) {
  const toolbar = root.querySelector('.ql-toolbar');
  for (const [selector, id] of controlNames) {
    toolbar?.querySelector(selector)?.setAttribute('aria-label', t(id));
  }
  for (const item of root.querySelectorAll<HTMLElement>('.ql-header .ql-picker-item')) {
    const name = t(headerNames[item.dataset.value ?? ''] ?? 'editor.normal');
    item.setAttribute('aria-label', name);
    item.dataset.label = name;
  }
  // Quill copies a choice's data-label to the picker when it is chosen; this is the first one.
  const chosen = root.querySelector<HTMLElement>('.ql-header .ql-picker-item.ql-selected');
  const picker = root.querySelector<HTMLElement>('.ql-header .ql-picker-label');
  if (chosen?.dataset.label && picker) picker.dataset.label = chosen.dataset.label;

  const tooltip = root.querySelector<HTMLElement>('.ql-tooltip');
  if (!tooltip) return;
  tooltip.dataset.visitLabel = t('editor.visitLink');
  tooltip.dataset.enterLabel = t('editor.enterLink');
  const action = tooltip.querySelector<HTMLElement>('a.ql-action');
  if (action) {
    action.dataset.editLabel = t('editor.editLink');
    action.dataset.saveLabel = t('editor.saveLink');
  }
  const remove = tooltip.querySelector<HTMLElement>('a.ql-remove');
  if (remove) remove.dataset.label = t('editor.removeLink');
  // The address field has only a placeholder (an example address) and no name.
  tooltip.querySelector('input')?.setAttribute('aria-label', t('editor.linkAddress'));
}
