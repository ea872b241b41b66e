import { type ChangeEvent, useEffect, useState } from 'react';
import { Field } from '../Field/Field';
import * as styles from './ImageInput.css';
import { imageProblem } from './imageProblem';

export interface ImageInputProps {
  label: string;
  name?: string;
  /** Messages for the field, such as "The image field is required." from the form or the server. */
  errors?: readonly string[];
  /** The chosen image, or null when the choice was cleared or was not an image. */
  onChange: (file: File | null) => void;
  /** The address of the image there is now (an edit's): the preview until another is chosen. */
  currentImage?: string;
}

/** A file input for one image: a preview of the chosen picture, a clear message for anything else. */
export function ImageInput({ label, name, errors, onChange, currentImage }: ImageInputProps) {
  const [image, setImage] = useState<File | null>(null);
  const [rejection, setRejection] = useState<string>();
  const previewUrl = useObjectUrl(image);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    const problem = file ? imageProblem(file) : undefined;
    const accepted = problem ? null : file;
    setRejection(problem);
    setImage(accepted);
    onChange(accepted);
  };

  return (
    <Field label={label} errors={rejection ? [rejection] : errors}>
      {(control) => (
        <>
          <input
            {...control}
            className={styles.input}
            type="file"
            name={name}
            accept="image/*"
            onChange={choose}
          />
          {image && previewUrl ? (
            <img className={styles.preview} src={previewUrl} alt={`Preview of ${image.name}`} />
          ) : (
            currentImage && <img className={styles.preview} src={currentImage} alt="Current logo" />
          )}
        </>
      )}
    </Field>
  );
}

/** An object URL for the file while it is shown, revoked when the file changes or on unmount. */
function useObjectUrl(file: File | null): string | undefined {
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
