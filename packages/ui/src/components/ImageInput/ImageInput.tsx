import { useEffect, useState } from 'react';
import { useTexts } from '../../texts/TextsProvider';
import { FileField } from '../FileField/FileField';
import * as styles from './ImageInput.css';
import { imageProblem } from './imageProblem';

export interface ImageInputProps {
  label: string;
  name?: string;
  /** Messages for the field, such as `validation.imageRequired` from the form or the server. */
  errors?: readonly string[];
  /** The chosen image, or null when the choice was cleared or was not an image. */
  onChange: (file: File | null) => void;
  /** The address of the image there is now (an edit's): the preview until another is chosen. */
  currentImage?: string;
}

/**
 * A file input for one image: the board's file picker (its button, the file's name and Remove, in
 * the reader's words), a preview of the chosen picture, a clear message for anything else.
 */
export function ImageInput({ label, name, errors, onChange, currentImage }: ImageInputProps) {
  const { t } = useTexts();
  const [image, setImage] = useState<File | null>(null);
  // The file refused, not its message: the message follows a change of language.
  const [refused, setRefused] = useState<File | null>(null);
  const rejection = refused ? imageProblem(refused, t) : undefined;
  const previewUrl = useObjectUrl(image);

  const choose = (file: File | null) => {
    const accepted = file && !imageProblem(file, t) ? file : null;
    setRefused(accepted ? null : file);
    setImage(accepted);
    onChange(accepted);
  };
  const chosen = image ?? refused;

  return (
    <div className={styles.root}>
      <FileField
        label={label}
        name={name}
        accept="image/*"
        chosen={chosen && { name: chosen.name, size: chosen.size }}
        errors={rejection ? [rejection] : errors}
        onChange={choose}
      />
      {image && previewUrl ? (
        <img
          className={styles.preview}
          src={previewUrl}
          alt={t('imageInput.preview', { name: image.name })}
        />
      ) : (
        currentImage && (
          <img className={styles.preview} src={currentImage} alt={t('imageInput.current')} />
        )
      )}
    </div>
  );
}

/** An object URL for the file while it is shown, revoked when the file changes or on unmount. */
export function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
