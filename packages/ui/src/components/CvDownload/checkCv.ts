import { type CvProblem, cvProblem, limits } from '@job/contract';

/**
 * The contract's check on a chosen file's bytes, as the server runs it. A file over the limit is
 * refused by its size alone: reading a film someone picked by mistake into memory would tell
 * nothing more.
 */
export async function checkCv(file: File): Promise<CvProblem | undefined> {
  if (file.size > limits.cvMaxBytes) return 'validation.cvTooLarge';
  return cvProblem(new Uint8Array(await file.arrayBuffer()));
}
