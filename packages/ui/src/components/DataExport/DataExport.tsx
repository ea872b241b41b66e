import { useId } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import * as formStyles from '../Form/Form.css';

export interface DataExportProps {
  /** Told of a press: the app downloads the member's data and saves it. */
  onDownload: () => void;
  /** The download is being prepared and on its way. */
  downloading?: boolean;
}

/**
 * A section of the account settings: what the member's download holds, and 'Verilerimi indir'.
 * Everything the board keeps about them is theirs to take (KVKK, the GDPR).
 */
export function DataExport({ onDownload, downloading = false }: DataExportProps) {
  const { t } = useTexts();
  const titleId = useId();
  return (
    <section className={formStyles.root.section} aria-labelledby={titleId}>
      <div className={formStyles.column.section}>
        <h3 id={titleId} className={formStyles.title.section}>
          {t('dataExport.title')}
        </h3>
        <p className={formStyles.description}>{t('dataExport.description')}</p>
        <div>
          <Button
            tone="secondary"
            aria-disabled={downloading || undefined}
            onClick={() => {
              if (!downloading) onDownload();
            }}
          >
            {downloading ? t('dataExport.preparing') : t('dataExport.download')}
          </Button>
        </div>
      </div>
    </section>
  );
}
