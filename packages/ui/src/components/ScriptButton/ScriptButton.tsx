import { type ComponentProps, useId, useSyncExternalStore } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import * as styles from './ScriptButton.css';

const noSubscription = () => () => {};

/**
 * False while the page is the server's HTML (its render, and the browser's hydration of it), true
 * once the page's script runs it: a page the browser renders itself is ready from the start.
 */
export function useScriptReady(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export type ScriptButtonProps = Omit<ComponentProps<'button'>, 'type'>;

/**
 * A button that does its work in the page's script: no link or form could do it (opening a dialog,
 * folding a panel). Until the script runs a server-rendered page it is `aria-disabled`, described
 * as available once the page has loaded, and ignores presses, so a press is never taken and lost;
 * in a browser that runs no scripts it is not shown at all.
 */
export function ScriptButton({ className, onClick, ...props }: ScriptButtonProps) {
  const { t } = useTexts();
  const ready = useScriptReady();
  const noteId = useId();
  if (ready) return <button type="button" className={className} onClick={onClick} {...props} />;
  return (
    <>
      <button
        type="button"
        className={[className, styles.waiting].filter(Boolean).join(' ')}
        {...props}
        aria-disabled
        aria-describedby={noteId}
      />
      <span id={noteId} className={visuallyHidden}>
        {t('scriptPending.note')}
      </span>
    </>
  );
}
