import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's guess of how hard a password is to crack, 0 (guessed at once) to 4. Loaded only when a
 * staff password field is shown (a chunk of its own: the dictionaries are large), never on a
 * public page. The server decides what is refused; this only advises.
 */
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export function strengthOf(password: string, ownWords: string[]): 0 | 1 | 2 | 3 | 4 {
  return zxcvbn.check(password, ownWords).score;
}
