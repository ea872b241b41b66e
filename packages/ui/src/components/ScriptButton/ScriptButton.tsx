import { type ComponentProps, useSyncExternalStore } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import * as styles from './ScriptButton.css';

const noSubscription = () => () => {};
const ready = () => true;
const notYet = () => false;

export type ScriptButtonProps = Omit<ComponentProps<'button'>, 'type'> & { className: string };

/**
 * A button that does its work in the page's script: no link or form could do it (opening a dialog,
 * folding a panel). While the page is the server's HTML (before the script runs, and while it
 * hydrates) it is `aria-disabled` and described as loading ('Yükleniyor'), so a press is never
 * taken and lost; in a browser that runs no scripts it is not shown at all. A page the
 * browser renders itself has it ready from the start.
 */
export function ScriptButton({ className, ...props }: ScriptButtonProps) {
  const { t } = useTexts();
  const waiting = !useSyncExternalStore(noSubscription, ready, notYet);
  return (
    <button
      type="button"
      {...props}
      className={waiting ? `${className} ${styles.waiting}` : className}
      // The title is its description, for the pointer and for screen readers alike: the page loads.
      {...(waiting && { 'aria-disabled': true, title: t('spinner.loading') })}
    />
  );
}
