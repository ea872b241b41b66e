import { hrefs, type SignupValues } from '@job/contract';
import { type Email, renderEmail } from '@job/emails';
import { hrefIn, type Language } from '@job/texts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, type ScryptCost, verifyPassword } from '../auth/password';
import { type Session, startSession } from '../auth/service';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { mailedLinks, outbox as outboxTable, tokens, type UserRow, users } from '../db/schema';
import type { JobService } from '../jobs/service';
import type { MailOutbox } from '../mail/outbox';
import { issueLink, takeLink } from './links';

export interface AccountServiceOptions {
  db: Database;
  jobs: JobService;
  outbox: MailOutbox;
  /** The site's origin, which makes the links in mails absolute (web/origin.ts). */
  origin: () => string;
  scryptCost: ScryptCost;
  /** Hears of a reset mail that could not be queued: no request is there to fail. */
  log: FastifyBaseLogger;
}

export type AccountService = ReturnType<typeof createAccountService>;

/** The mails' recipient: the member's address, name and chosen language. */
type Recipient = Pick<UserRow, 'email' | 'name' | 'language'>;

/** Sets the verification time once: a later link or reset keeps the first. */
const verifiedNow = sql`coalesce(${users.emailVerifiedAt}, now())`;

/**
 * What a member does to their account beyond signing in: sign up, reset or change the password,
 * verify the address, rename, delete. Every mail is queued in the transaction of the change that
 * causes it, and the sender woken once that has committed.
 */
export function createAccountService({
  db,
  jobs,
  outbox,
  origin,
  scryptCost,
  log,
}: AccountServiceOptions) {
  /** The reset mails being queued after their answer went, awaited before the server stops. */
  const queuing = new Set<Promise<void>>();

  /**
   * An absolute link in the member's language (none chosen: the default's), the `lang` parameter
   * before a token's fragment.
   */
  function linkFor(member: Recipient, href: string): string {
    const [path = '', fragment] = href.split('#');
    const localized = hrefIn(path, member.language ?? 'default');
    return `${origin()}${localized}${fragment === undefined ? '' : `#${fragment}`}`;
  }

  /** Renders `email` in the member's language (Turkish when none was chosen) and queues it. */
  async function queueMail(tx: Database, member: Recipient, email: Email): Promise<void> {
    const language: Language = member.language ?? 'tr';
    const message = await renderEmail(email, { language, origin: origin() });
    await outbox.queue(tx, { kind: email.kind, to: member.email, message });
  }

  /** Runs `work` in a transaction that queues mail, and wakes the sender once it committed. */
  async function mailing<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    outbox.nudge();
    return result;
  }

  async function mailVerification(tx: Database, member: UserRow, welcome: boolean) {
    const token = await issueLink(tx, member.id, 'verify');
    await queueMail(tx, member, {
      kind: 'verifyAddress',
      name: member.name,
      verifyLink: linkFor(member, hrefs.verifyEmail(token)),
      welcome,
    });
  }

  function mailPasswordChanged(tx: Database, member: UserRow) {
    return queueMail(tx, member, {
      kind: 'passwordChanged',
      name: member.name,
      forgotLink: linkFor(member, hrefs.forgotPassword()),
    });
  }

  /** The member's password from now on, their tokens but `keep` revoked, and a mail that says so. */
  async function setPassword(tx: Database, userId: number, passwordHash: string, keep?: string) {
    const [member] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, userId))
      .returning();
    if (!member) throw new Error(`User ${userId} is not there`);
    const theirs = eq(tokens.userId, userId);
    await tx
      .delete(tokens)
      .where(keep === undefined ? theirs : and(theirs, ne(tokens.tokenHash, hashToken(keep))));
    await mailPasswordChanged(tx, member);
    return member;
  }

  return {
    /**
     * A new account, its first session and the welcome mail with its verification link, all or
     * nothing; undefined when the email is taken. `language` is the one chosen before signing up.
     */
    async register(values: SignupValues, language: Language | null): Promise<Session | undefined> {
      const passwordHash = await hashPassword(values.password, scryptCost);
      try {
        return await mailing(async (tx) => {
          const [member] = await tx
            .insert(users)
            .values({ name: values.name, email: values.email, passwordHash, language })
            .returning();
          if (!member) throw new Error('The insert returned no row');
          await mailVerification(tx, member, true);
          return startSession(tx, member);
        });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /**
     * Mails a reset link when an account has `email`, once `answered` has resolved (the answer has
     * gone): the answer is the same, and as quick, whether or not one has. Looked up before it,
     * the address and the rendering of the mail would show in the answer's time.
     */
    forgotPassword(email: string, answered: Promise<unknown>): void {
      const task = answered
        .then(async () => {
          const [member] = await db
            .select()
            .from(users)
            .where(sql`lower(${users.email}) = lower(${email})`);
          if (!member) return;
          await mailing(async (tx) => {
            const token = await issueLink(tx, member.id, 'reset');
            await queueMail(tx, member, {
              kind: 'passwordReset',
              name: member.name,
              resetLink: linkFor(member, hrefs.resetPassword(token)),
              forgotLink: linkFor(member, hrefs.forgotPassword()),
            });
          });
        })
        .catch((error) => log.error({ err: error }, 'a password reset mail was not queued'))
        .finally(() => queuing.delete(task));
      queuing.add(task);
    },

    /** Resolves once the reset mails asked for so far are queued (or have failed to be). */
    async settle(): Promise<void> {
      await Promise.all(queuing);
    },

    /**
     * Sets the password of the reset link's member and signs them in here, every other session of
     * theirs signed out; following the link proved the address theirs, so it counts as verified.
     * Undefined when the link does not work.
     */
    async resetPassword(token: string, password: string): Promise<Session | undefined> {
      const passwordHash = await hashPassword(password, scryptCost);
      return mailing(async (tx) => {
        const userId = await takeLink(tx, token, 'reset');
        if (userId === undefined) return undefined;
        await tx.update(users).set({ emailVerifiedAt: verifiedNow }).where(eq(users.id, userId));
        // A verification link has nothing left to do.
        await tx.delete(mailedLinks).where(eq(mailedLinks.userId, userId));
        return startSession(tx, await setPassword(tx, userId, passwordHash));
      });
    },

    /** Marks the link's member's address verified; false when the link does not work. */
    verifyEmail: (token: string): Promise<boolean> =>
      db.transaction(async (tx) => {
        const userId = await takeLink(tx, token, 'verify');
        if (userId === undefined) return false;
        await tx.update(users).set({ emailVerifiedAt: verifiedNow }).where(eq(users.id, userId));
        return true;
      }),

    /** Mails a new verification link (older ones stop working); false when verified already. */
    async resendVerification(member: UserRow): Promise<boolean> {
      if (member.emailVerifiedAt !== null) return false;
      await mailing((tx) => mailVerification(tx, member, false));
      return true;
    },

    async rename(userId: number, name: string): Promise<UserRow> {
      const [member] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
      if (!member) throw new Error(`User ${userId} is not there`);
      return member;
    },

    isPassword: (member: UserRow, password: string) =>
      verifyPassword(password, member.passwordHash),

    /** The new password; the session `token` stays, every other one of the member's goes. */
    async changePassword(member: UserRow, token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password, scryptCost);
      await mailing((tx) => setPassword(tx, member.id, passwordHash, token));
    },

    /**
     * Deletes the member with their postings, saves, tokens and links, and queues the goodbye
     * mail, in one transaction: afterwards the outbox row of that mail is all that is left.
     */
    async deleteAccount(member: UserRow): Promise<void> {
      await jobs.removeMember(member.id, async (tx, postings) => {
        // Tokens and links go with the row (their foreign keys cascade).
        await tx.delete(users).where(eq(users.id, member.id));
        // Mail to them not sent yet has no one to go to now (a sent row keeps nothing of them).
        await tx
          .delete(outboxTable)
          .where(sql`lower(${outboxTable.recipient}) = lower(${member.email})`);
        await queueMail(tx, member, {
          kind: 'accountDeleted',
          name: member.name,
          postings,
          homeLink: linkFor(member, hrefs.home()),
        });
      });
      outbox.nudge();
    },
  };
}
