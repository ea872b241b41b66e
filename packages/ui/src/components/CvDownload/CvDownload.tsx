import type { CvFile } from '@job/contract';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useTexts } from '../../texts/TextsProvider';
import { Button } from '../Button/Button';
import { DocumentIcon } from '../Icon/icons';
import { inlineRing } from '../Spinner/Spinner.css';
import * as styles from './CvDownload.css';
import { fileSize } from './fileSize';

export interface CvDownloadProps {
  /** The CV sent with an application. */
  cv: CvFile;
  /**
   * Whose CV or what for, read out after the button's word ('CV’yi indir: Ayşe Yılmaz'), so each
   * button of a list has a name of its own.
   */
  owner: string;
  /** Told of a press on the button: the app downloads the file (it is private, behind the session). */
  onDownload: () => void;
  /** The download is on its way: the button spins and takes no second press. */
  downloading?: boolean;
}

/** An application's CV: its file name and size in the reader's units, and a button to download it. */
export function CvDownload({ cv, owner, onDownload, downloading = false }: CvDownloadProps) {
  const { t, language } = useTexts();
  return (
    <div className={styles.root}>
      <p className={styles.file}>
        <DocumentIcon size={18} className={styles.icon} />
        <span className={styles.name}>{cv.name}</span>
        <span className={styles.size}>{fileSize(cv.size, language)}</span>
      </p>
      <Button
        size="small"
        aria-disabled={downloading || undefined}
        onClick={() => !downloading && onDownload()}
      >
        {downloading && <span className={inlineRing} aria-hidden="true" />}
        {downloading ? t('cvDownload.downloading') : t('cvDownload.download')}
        <span className={visuallyHidden}>: {owner}</span>
      </Button>
    </div>
  );
}
