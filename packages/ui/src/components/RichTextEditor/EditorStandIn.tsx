import { useTexts } from '../../texts/TextsProvider';
import type { RichTextEditorProps } from './RichTextEditor';
import * as styles from './RichTextEditor.css';

export interface EditorStandInProps
  extends Omit<RichTextEditorProps, 'onChange' | 'defaultValue' | 'autoFocus'> {
  /** What is typed so far, as plain text. */
  value: string;
  onChange: (text: string) => void;
  /** The editor is on its way: the toolbar's place says so. */
  loading: boolean;
  /** Told when a person reaches for it (a focus, a press): the editor is wanted. */
  onWanted: () => void;
}

/**
 * The rich-text editor's place before its code has come (`LazyRichTextEditor`): a plain writing
 * area of its size under the toolbar's strip, named and described as the editor is, so that what
 * is typed meanwhile is kept and handed over.
 */
export function EditorStandIn({
  value,
  onChange,
  loading,
  onWanted,
  placeholder,
  ...control
}: EditorStandInProps) {
  const { t } = useTexts();
  return (
    <div className={styles.standIn} data-invalid={control['aria-invalid'] ?? false}>
      <div className={styles.standInToolbar}>
        {loading && (
          <span role="status" className={styles.standInStatus}>
            {t('editor.loading')}
          </span>
        )}
      </div>
      <textarea
        {...control}
        className={styles.standInText}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.currentTarget.value)}
        onFocus={onWanted}
        onPointerDown={onWanted}
      />
    </div>
  );
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Plain text as the editor's HTML: a paragraph a line, '' for none. */
export function paragraphsOf(text: string): string {
  if (text.trim() === '') return '';
  return text
    .split('\n')
    .map((line) => `<p>${line.replace(/[&<>]/g, (char) => escapes[char] ?? char) || '<br>'}</p>`)
    .join('');
}
