import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

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
 * characters took 160 ms, 20 took 0.4 ms).
 */
const longestCommon = Math.max(...commonList.map((password) => password.length));

let estimator: ZxcvbnFactory | undefined;

/**
 * zxcvbn with the common dictionaries, built once (about 45 ms, for its ranked dictionaries) and
 * warmed by a first check (the first one took 15 ms, later ones a fraction of a millisecond).
 */
function loaded(): ZxcvbnFactory {
  if (!estimator) {
    estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
    estimator.check('warm-up');
  }
  return estimator;
}

/** Loads the checker as the server starts, so that no request pays for it. */
export function loadCommonPasswords(): void {
  loaded();
}

/** Whether `password` is among the most common passwords (see `commonGuesses`). */
export function isCommonPassword(password: string): boolean {
  return password.length <= longestCommon && loaded().check(password).guesses <= commonGuesses;
}
