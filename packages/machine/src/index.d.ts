/** Debian's Chromium: tools may not download a browser of their own on these machines. */
export declare const chromiumPath: string;

/** Flags for Chromium running as root in a container, quiet about updates and first runs. */
export declare const chromiumArgs: string[];

/** A port the system says is free right now, for a server that is told its port. */
export declare function freePort(): Promise<number>;

/** The maintenance database of the machine's PostgreSQL (TEST_POSTGRES_URL, or 127.0.0.1:5432). */
export declare const postgresMaintenanceUrl: string;

/** Whether the machine's PostgreSQL answers a query within 3 s. */
export declare function postgresAnswers(): Promise<boolean>;

/** One message the mail catcher received, as mailparser read it. */
export interface CaughtMail {
  /** The Message-ID header, angle brackets included: `<uuid@jobs.example.com>`. */
  messageId: string;
  /** The From address, bare: `no-reply@jobs.example.com`. */
  from: string;
  /** The To addresses, bare and comma-separated. */
  to: string;
  /** The Reply-To addresses, bare and comma-separated ('' without one). */
  replyTo: string;
  subject: string;
  /** The plain-text part ('' without one). */
  text: string;
  /** The HTML part ('' without one). */
  html: string;
  /** The Date header (or when it arrived, without one), as an ISO string. */
  date: string;
  /** The List-Unsubscribe header as sent, unfolded ('' without one). */
  listUnsubscribe: string;
  /** The List-Unsubscribe-Post header ('' without one). */
  listUnsubscribePost: string;
}

export interface MailCatcherOptions {
  /** 0 (the default) takes a free port. */
  port?: number;
  /** 127.0.0.1 unless told. */
  host?: string;
  /** How long each accepted message waits for its answer, once received: a slow server. */
  delayMs?: number;
  /** Called with each message as it is kept. */
  onMessage?: (mail: CaughtMail) => void;
}

/** A real SMTP server keeping what it receives (no TLS; any credentials or none accepted). */
export interface MailCatcher {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** What it has kept so far, oldest first; refused messages are not kept. */
  messages(): CaughtMail[];
  /** The first message kept, or yet to come, that matches; rejects after timeoutMs (30 s). */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** Refuses the next `times` (1) messages with this SMTP code: 4xx try later, 5xx for good. */
  answerNext(code: number, times?: number): void;
  close(): Promise<void>;
}

/** A real SMTP server for tests, listening once the promise resolves. */
export declare function startMailCatcher(options?: MailCatcherOptions): Promise<MailCatcher>;
