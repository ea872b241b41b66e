import { useEffect, useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Spinner } from '../Spinner/Spinner';
import { EditorStandIn, paragraphsOf } from './EditorStandIn';
import type { RichTextEditorProps } from './RichTextEditor';
import * as styles from './RichTextEditor.css';

type Editor = typeof import('./RichTextEditor').RichTextEditor;

// Quill is the heaviest part of the library (50 KB on the wire, more than a page's own code): it
// is fetched when a person first reaches for the editor, not with the page that shows it.
let loadedEditor: Editor | undefined;
let loadingEditor: Promise<Editor> | undefined;

/**
 * Fetches the editor's code once (again after a failure); a story's loader calls it so that the
 * story meets the editor itself.
 */
export function loadRichTextEditor(): Promise<Editor> {
  loadingEditor ??= import('./RichTextEditor').then(
    (module) => {
      loadedEditor = module.RichTextEditor;
      return module.RichTextEditor;
    },
    (error: unknown) => {
      loadingEditor = undefined;
      throw error;
    },
  );
  return loadingEditor;
}

/**
 * The rich-text editor, fetched on first use. A new text starts as a plain writing area of the
 * editor's size (`EditorStandIn`): focused or pressed, it fetches the editor, keeps what is typed
 * meanwhile and hands it over, the caret at its end. A text to edit (`defaultValue`) fetches it at
 * once, a box of its size with a spinner holding its place. Already fetched, the editor shows
 * straight away.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTexts();
  const [Editor, setEditor] = useState<Editor | undefined>(() => loadedEditor);
  const [wanted, setWanted] = useState(props.defaultValue !== undefined);
  const [typed, setTyped] = useState('');
  // Whether the writing area had the focus when the editor arrived: then the editor takes it.
  const [focusOnArrival, setFocusOnArrival] = useState(false);

  useEffect(() => {
    if (!wanted || Editor) return;
    let current = true;
    loadRichTextEditor().then(
      (loaded) => {
        if (!current) return;
        setFocusOnArrival(props.id !== undefined && document.activeElement?.id === props.id);
        setEditor(() => loaded);
      },
      // Not fetched (offline): the writing area stays and keeps working; a next focus tries again.
      () => current && setWanted(false),
    );
    return () => {
      current = false;
    };
  }, [wanted, Editor, props.id]);

  if (Editor) {
    return (
      <Editor
        {...props}
        {...(typed !== '' && { defaultValue: paragraphsOf(typed) })}
        autoFocus={focusOnArrival}
      />
    );
  }
  if (props.defaultValue !== undefined) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('editor.loading')} />
      </div>
    );
  }
  return (
    <EditorStandIn
      {...props}
      value={typed}
      loading={wanted}
      onChange={(text) => {
        setTyped(text);
        props.onChange(paragraphsOf(text));
      }}
      onWanted={() => setWanted(true)}
    />
  );
}
