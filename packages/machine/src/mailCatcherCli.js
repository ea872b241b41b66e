/**
 * The mail catcher as a process of its own, for the e2e journeys (a Playwright webServer that
 * waits on its port: SMTP greets whoever connects):
 *
 *   node packages/machine/src/mailCatcherCli.js --port 2525 --dir /tmp/caught [--host 127.0.0.1]
 *
 * Writes each message it receives to the directory as `<n>.json` (1, 2, 3… in order of arrival),
 * holding a CaughtMail: { messageId, from, to, subject, text, html, date, listUnsubscribe, listUnsubscribePost }. A file appears whole:
 * it is written under another name and renamed.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startMailCatcher } from './mailCatcher.js';

const usage = 'usage: node mailCatcherCli.js --port <port> --dir <directory> [--host <address>]';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    dir: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const port = Number(values.port);
if (!values.port || !Number.isInteger(port) || port < 0 || port > 65_535 || !values.dir) {
  console.error(usage);
  process.exit(2);
}
const directory = resolve(values.dir);
mkdirSync(directory, { recursive: true });

let received = 0;
const catcher = await startMailCatcher({
  port,
  host: values.host,
  onMessage(mail) {
    received += 1;
    const file = join(directory, `${received}.json`);
    writeFileSync(`${file}.partial`, JSON.stringify(mail, null, 2));
    renameSync(`${file}.partial`, file);
    console.log(`caught ${file}: "${mail.subject}" to ${mail.to}`);
  },
});
console.log(`Mail catcher listening on ${catcher.url}, writing each message to ${directory}`);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    catcher.close().then(() => process.exit(0));
  });
}
