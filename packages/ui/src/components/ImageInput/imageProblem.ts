import { limits, messages } from '@job/contract';

/**
 * What is wrong with a chosen file as a job's image, in the server's words, or undefined when it
 * may be sent. The server decodes it and has the last word on the format.
 */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!file.type.startsWith('image/')) return messages.imageInvalid;
  if (file.size > limits.imageMaxBytes) return messages.imageTooLarge;
  return undefined;
}
