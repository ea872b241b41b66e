/**
 * The thread that checks new passwords for commonPasswords.ts: zxcvbn takes 0.1-1 ms for the
 * passwords people type, but tens of milliseconds for some others (20 digits in sequence), which
 * on the server's own thread would hold up every request meanwhile.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { answerRequests } from '../threads/answerRequests';

const commonList = dictionary['passwords-common'];

/**
 * How many guesses the common-password list is: zxcvbn rates a password of the list by its rank in
 * it (times its variants: capitals, l33t, reversed), and a keyboard row, a repeat or a sequence by
 * what guessing those costs. A password guessed within as many tries as the list holds (49,233)
 * is one of the most common; a five-character one zxcvbn finds no pattern in needs 100,001.
 */
const commonGuesses = commonList.length;

/**
 * The list's longest password (20 characters): a longer one is none of them, nor a variant of one
 * (capitals, l33t and reversal keep the length). Checked only up to it, a check costs at most what
 * a 20-character password does, where zxcvbn's time grows quickly with the length (128 random
 * characters took 160 ms).
 */
const longestCommon = Math.max(...commonList.map((password) => password.length));

// Its ranked dictionaries are built once, as the thread starts (about 45 ms), and a first check
// warms its code (the first one took 15 ms).
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
estimator.check('warm-up');

answerRequests(
  (password: string) =>
    password.length <= longestCommon && estimator.check(password).guesses <= commonGuesses,
);
