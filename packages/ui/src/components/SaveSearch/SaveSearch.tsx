import type { AlertFrequency } from '@job/contract';
import { lazy, Suspense } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { ScriptButton } from '../ScriptButton/ScriptButton';
import * as styles from './SaveSearch.css';

// The dialog is not needed until the button is pressed, so a list's first visit skips it.
const SaveSearchDialog = lazy(() =>
  import('./SaveSearchDialog').then((module) => ({ default: module.SaveSearchDialog })),
);

export interface SaveSearchProps {
  /** The dialog is showing: the app opens it once its words are here. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told how often to mail; the app saves the list's criteria (a visitor signs in first). */
  onSave: (frequency: AlertFrequency) => void;
  /** The alert is on its way. */
  saving?: boolean;
  /** A visitor is told they will sign in first. */
  signedIn: boolean;
  /**
   * The list is narrowed to a date window, which an alert does not keep (it mails the jobs posted
   * since its last mail): the dialog says so.
   */
  withDateWindow?: boolean;
}

/**
 * 'Bu aramayı kaydet' beside a list's count: a quiet text button opening a small dialog that asks
 * how often to mail the list's new jobs, instantly or once a day. The dialog's code downloads
 * when it first opens; the button waits for the page's script (`ScriptButton`).
 */
export function SaveSearch({ open, onOpenChange, ...dialog }: SaveSearchProps) {
  const { t } = useTexts();
  return (
    <>
      <ScriptButton className={styles.trigger} onClick={() => onOpenChange(true)}>
        {t('saveSearch.open')}
      </ScriptButton>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog onClose={() => onOpenChange(false)} {...dialog} />
        </Suspense>
      )}
    </>
  );
}
