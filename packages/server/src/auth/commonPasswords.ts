import { workerThread } from '../threads/workerThread';

/**
 * Whether a password is among the most common ones, by zxcvbn's estimate on a thread of its own
 * (commonPasswordsWorker.ts), so no check holds up the other requests. One thread per process,
 * whatever the servers in it (tests build many): it holds nothing of any of them.
 */
const thread = workerThread<string, boolean>(
  new URL('./commonPasswordsWorker.ts', import.meta.url),
  'cannot check the password',
);

/** Starts the thread and its dictionaries as the server starts, so no request waits for them. */
export const loadCommonPasswords = (): void => thread.warm();

export const isCommonPassword = (password: string): Promise<boolean> => thread.ask(password);
