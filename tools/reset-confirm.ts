import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';

// `npm start -- --reset` deletes the data folder (issue 29: the README's fresh-install command did so without a
// word). With data in the folder it asks first in a terminal, and without one it refuses unless `--yes` is given,
// so a script or CI that means it says so.

/** The marker the server writes in a data folder (server/storage/data-folder.ts); alone it is no data. */
const marker = '.studio-data';

/** Whether a folder holds anything a reset would lose: any entry but the marker. */
export const holdsData = (dir: string): boolean =>
  existsSync(dir) && readdirSync(dir).some((entry) => entry !== marker);

export interface ResetTerminal {
  readonly interactive: boolean;
  ask(question: string): Promise<string>;
}

/** The process's own terminal: interactive when both stdin and stdout are one. */
export const processTerminal = (): ResetTerminal => ({
  interactive: process.stdin.isTTY === true && process.stdout.isTTY === true,
  ask: async (question) => {
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return await prompt.question(question);
    } finally {
      prompt.close();
    }
  },
});

/**
 * Whether the reset may go on: yes when nothing would be lost or `--yes` was given; else the person at the terminal
 * types yes. Throws where there is no one to ask, saying how to confirm.
 */
export const confirmReset = async (dir: string, yes: boolean, terminal: ResetTerminal): Promise<boolean> => {
  if (yes || !holdsData(dir)) return true;
  const where = path.resolve(dir);
  if (!terminal.interactive)
    throw new Error(
      `--reset would delete everything in ${where} (database and uploads). ` +
        'No terminal to ask: add --yes to confirm, or choose an empty --data folder.',
    );
  const answer = await terminal.ask(
    `--reset deletes everything in ${where}: the database and every upload. Type yes to go on: `,
  );
  return answer.trim().toLowerCase() === 'yes';
};
