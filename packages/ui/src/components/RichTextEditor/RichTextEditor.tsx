import 'quill/dist/quill.snow.css';
import Quill from 'quill';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FieldControlProps } from '../Field/Field';
import * as styles from './RichTextEditor.css';

/** The reference's toolbar: text style, bold, italic, underline, link, lists, clear formatting. */
const toolbar = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'link'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['clean'],
];

/** Names for the text-style picker, which Quill draws with CSS text only. */
const headerNames: Record<string, string> = {
  '1': 'Heading 1',
  '2': 'Heading 2',
  '3': 'Heading 3',
  '': 'Normal',
};

export interface RichTextEditorProps extends Partial<FieldControlProps> {
  /** Called with the HTML after every change; '' when the editor is empty. */
  onChange: (html: string) => void;
  /** The HTML the editor starts with. */
  defaultValue?: string;
  placeholder?: string;
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
}: RichTextEditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  // The latest callback, read when Quill reports a change, so Quill is built once per mount.
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  const initialRef = useRef({ defaultValue, placeholder });

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // A fresh node per mount: Quill cannot be built twice on one element (StrictMode mounts twice).
    const host = root.appendChild(document.createElement('div'));
    const { defaultValue, placeholder } = initialRef.current;
    const quill = new Quill(host, { theme: 'snow', modules: { toolbar }, placeholder });
    if (defaultValue) quill.setContents(quill.clipboard.convert({ html: defaultValue }), 'silent');
    labelHeaderPicker(root);
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.on(Quill.events.TEXT_CHANGE, () => onChangeRef.current(contentHtml(quill)));
    quillRef.current = quill;
    return () => {
      quillRef.current = null;
      // The toolbar is a sibling of the host: empty the whole root.
      root.replaceChildren();
    };
  }, []);

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

/** Quill's picker is a span with role="button" and no name: give it and its choices one. */
function labelHeaderPicker(root: HTMLElement) {
  root.querySelector('.ql-header .ql-picker-label')?.setAttribute('aria-label', 'Text style');
  for (const item of root.querySelectorAll<HTMLElement>('.ql-header .ql-picker-item')) {
    item.setAttribute('aria-label', headerNames[item.dataset.value ?? ''] ?? '');
  }
}
