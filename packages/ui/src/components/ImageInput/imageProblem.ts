import { limits } from '@job/contract';
import type { Translate } from '@job/texts';

/**
 * What is wrong with a chosen file as a job's image, in the server's words and the reader's
 * language (`t`), or undefined when it may be sent. The server decodes it and has the last word on
 * the format.
 */
export function imageProblem(file: Pick<File, 'type' | 'size'>, t: Translate): string | undefined {
  if (!file.type.startsWith('image/')) return t('validation.imageInvalid');
  if (file.size > limits.imageMaxBytes) return t('validation.imageTooLarge');
  return undefined;
}
