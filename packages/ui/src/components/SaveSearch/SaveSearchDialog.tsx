import type { AlertFrequency } from '@job/contract';
import { useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { DialogForm } from '../Dialog/Dialog';
import { RadioGroupField } from '../Field/RadioGroupField';
import type { SaveSearchProps } from './SaveSearch';

export interface SaveSearchDialogProps extends Omit<SaveSearchProps, 'open' | 'onOpenChange'> {
  onClose: () => void;
}

/**
 * The save dialog: instantly (the default) or once a day, then Save, or Sign in and save; a list's
 * date window, which the alert will not keep, said in its description.
 */
export function SaveSearchDialog({
  onSave,
  onClose,
  saving = false,
  signedIn,
  withDateWindow = false,
}: SaveSearchDialogProps) {
  const { t } = useTexts();
  const intro = t(signedIn ? 'saveSearch.intro' : 'saveSearch.introVisitor');
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  return (
    <DialogForm
      open
      title={t('saveSearch.title')}
      description={withDateWindow ? `${intro} ${t('saveSearch.windowNotSaved')}` : intro}
      submitLabel={t(signedIn ? 'saveSearch.save' : 'saveSearch.signInAndSave')}
      cancelLabel={t('saveSearch.cancel')}
      busy={saving}
      onClose={onClose}
      onSubmit={() => onSave(frequency)}
    >
      <RadioGroupField
        legend={t('saveSearch.frequency')}
        name="frequency"
        value={frequency}
        onChange={setFrequency}
        options={[
          { value: 'instant', label: t('saveSearch.instant'), hint: t('saveSearch.instantHint') },
          { value: 'daily', label: t('saveSearch.daily'), hint: t('saveSearch.dailyHint') },
        ]}
      />
    </DialogForm>
  );
}
