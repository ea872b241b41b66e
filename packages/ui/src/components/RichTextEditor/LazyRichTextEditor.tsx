import { lazy, Suspense } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Spinner } from '../Spinner/Spinner';
import type { RichTextEditorProps } from './RichTextEditor';
import * as styles from './RichTextEditor.css';

// Quill is the heaviest part of the library: it is fetched the first time an editor is shown, so
// the app's first load does not carry it.
const RichTextEditor = lazy(() =>
  import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

/** The rich-text editor, loaded on first use; a box of its size with a spinner holds its place. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTexts();
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          <Spinner label={t('editor.loading')} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
