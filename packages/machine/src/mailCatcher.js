/**
 * A real SMTP server that keeps what it receives, for the server's mail tests and the e2e
 * journeys (through mailCatcherCli.js). Typed in index.d.ts:
 *
 *   const catcher = await startMailCatcher({ port?, host?, delayMs?, onMessage? });
 *   catcher.url                      // smtp://127.0.0.1:<port>, for SMTP_URL
 *   catcher.messages()               // CaughtMail[]: { messageId, from, to, subject, text, html, date }
 *   await catcher.waitFor((mail) => mail.to === address)   // within 30 s, or a timeoutMs
 *   catcher.answerNext(451, 2)       // the next two messages are refused with 451 (550: for good)
 *   await catcher.close()
 *
 * Any client is welcome: no TLS, authentication optional and any credentials accepted.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {import('./index.js').CaughtMail} CaughtMail
 * @typedef {import('./index.js').MailCatcherOptions} MailCatcherOptions
 * @typedef {import('./index.js').MailCatcher} MailCatcher
 */

/** What the catcher says with a refusal asked for by answerNext. */
const refusalTexts = { 4: 'Try again later', 5: 'Mailbox unavailable' };

/**
 * @param {MailCatcherOptions} [options]
 * @returns {Promise<MailCatcher>}
 */
export async function startMailCatcher({
  port = 0,
  host = '127.0.0.1',
  delayMs = 0,
  onMessage,
} = {}) {
  /** @type {CaughtMail[]} */
  const caught = [];
  /** @type {number[]} the codes of the refusals asked for, in order */
  const refusals = [];
  /** @type {Set<(mail: CaughtMail) => void>} */
  const waiters = new Set();

  /** @param {Buffer} raw */
  async function receive(raw) {
    const mail = caughtMail(await simpleParser(raw));
    caught.push(mail);
    onMessage?.(mail);
    for (const waiter of waiters) waiter(mail);
  }

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Clients of a test are done by the time it closes the catcher: do not wait 30 s for stragglers.
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anyone' });
    },
    onData(stream, _session, callback) {
      readAll(stream)
        .then(async (raw) => {
          const refusal = refusals.shift();
          if (refusal !== undefined) return callback(smtpError(refusal));
          // Kept as soon as it has arrived, before the delay: a sender killed while it waits for
          // the answer has delivered this message without knowing it, and will send it again.
          await receive(raw);
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
          callback();
        })
        .catch(callback);
    },
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  // A client that hangs up mid-message (a killed sender, a port probe) is not the catcher's error.
  server.on('error', () => {});
  const address = server.server.address();
  const listeningPort = typeof address === 'object' && address ? address.port : port;

  return {
    port: listeningPort,
    url: `smtp://${host}:${listeningPort}`,
    messages: () => [...caught],
    // 30 s: on a busy two-core CI machine a server's first alert mail (matched when the requests
    // give way, written by a render thread that loads on first use) took past 10 s.
    waitFor(predicate, timeoutMs = 30_000) {
      const found = caught.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        /** @param {CaughtMail} mail */
        const waiter = (mail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const subjects = caught.map((mail) => `"${mail.subject}" to ${mail.to}`);
          reject(
            new Error(
              `No caught mail matched within ${timeoutMs} ms; caught ${caught.length}: ` +
                (subjects.join(', ') || 'none'),
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    answerNext(code, times = 1) {
      if (!Number.isInteger(code) || code < 400 || code > 599) {
        throw new Error(`answerNext takes an SMTP refusal code from 400 to 599, not ${code}`);
      }
      for (let time = 0; time < times; time++) refusals.push(code);
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * @param {NodeJS.ReadableStream} stream
 * @returns {Promise<Buffer>}
 */
async function readAll(stream) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** @param {number} code */
function smtpError(code) {
  const text = refusalTexts[/** @type {4 | 5} */ (Math.floor(code / 100))];
  return Object.assign(new Error(text), { responseCode: code });
}

/**
 * @param {import('mailparser').ParsedMail} parsed
 * @returns {CaughtMail}
 */
function caughtMail(parsed) {
  return {
    messageId: parsed.messageId ?? '',
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    replyTo: addresses(parsed.replyTo),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || '',
    date: (parsed.date ?? new Date()).toISOString(),
    // The raw lines: mailparser folds List-* headers into an object.
    listUnsubscribe: rawHeader(parsed, 'list-unsubscribe'),
    listUnsubscribePost: rawHeader(parsed, 'list-unsubscribe-post'),
  };
}

/**
 * A header's value as sent, unfolded; '' without it.
 * @param {import('mailparser').ParsedMail} parsed
 * @param {string} name lower case
 */
function rawHeader(parsed, name) {
  const line = parsed.headerLines.find((header) => header.key === name)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/**
 * The bare addresses of a header, comma-separated: `ayse@example.com`.
 * @param {import('mailparser').AddressObject | import('mailparser').AddressObject[] | undefined} header
 */
function addresses(header) {
  const objects = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return objects
    .flatMap((object) => object.value.map((mailbox) => mailbox.address ?? ''))
    .filter(Boolean)
    .join(', ');
}
