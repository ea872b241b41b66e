import { hrefs, type SignupValues } from '@job/contract';
import type { Language } from '@job/texts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, type ScryptCost, verifyPassword } from '../auth/password';
import { type Session, startSession } from '../auth/service';
import { hashToken, newToken } from '../auth/tokens';
import type { Database } from '../db/connect';
import { isUniqueViolation } from '../db/errors';
import { mailedLinks, outbox as outboxTable, tokens, type UserRow, users } from '../db/schema';
import type { JobService } from '../jobs/service';
import { memberMail, type PreparedMail, type Recipient } from '../mail/memberMail';
import type { MailOutbox } from '../mail/outbox';
import {
  linkedMember,
  storeLink,
  takeLink,
  useVerificationLink,
  useVerificationLinksOf,
} from './links';

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

/**
 * Why a reset link set no password: it does not work (used, replaced or expired), a moderator
 * suspended its member, or the new password is the one they have.
 */
export type ResetRefusal = 'linkExpired' | 'suspended' | 'unchanged';

/** Sets the verification time once: a later link or reset keeps the first. */
const verifiedNow = sql`coalesce(${users.emailVerifiedAt}, now())`;

/**
 * What a member does to their account beyond signing in: sign up, reset or change the password,
 * verify the address, rename, delete. Every mail is queued in the transaction of the change that
 * causes it, and the sender woken once that has committed. A mail is rendered before that
 * transaction where its contents are known by then: a render takes tens of milliseconds, which a
 * transaction would spend holding its locks (on PGlite, the whole database).
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

  const { linkFor, prepare } = memberMail(origin);

  /** Runs `work` in a transaction that queues mail, and wakes the sender once it committed. */
  async function mailing<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    outbox.nudge();
    return result;
  }

  /** A verification link's token and the mail that carries it. */
  async function verificationMail(member: Recipient, welcome: boolean) {
    const token = newToken();
    const verifyLink = linkFor(member, hrefs.verifyEmail(token));
    const mail = await prepare(member, {
      kind: 'verifyAddress',
      name: member.name,
      verifyLink,
      welcome,
    });
    return { token, mail };
  }

  const passwordChangedMail = (member: Recipient) =>
    prepare(member, {
      kind: 'passwordChanged',
      name: member.name,
      forgotLink: linkFor(member, hrefs.forgotPassword()),
    });

  /**
   * The member's password from now on, their tokens but `keep` revoked, their reset links ended
   * (asked for before the change, they would undo it), and `mail` (that it changed) queued.
   */
  async function setPassword(
    tx: Database,
    userId: number,
    passwordHash: string,
    mail: PreparedMail,
    keep?: string,
  ): Promise<UserRow> {
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
    await tx
      .delete(mailedLinks)
      .where(and(eq(mailedLinks.userId, userId), eq(mailedLinks.purpose, 'reset')));
    await outbox.queue(tx, mail);
    return member;
  }

  return {
    /**
     * A new account, its first session and the welcome mail with its verification link, all or
     * nothing; undefined when the email is taken. `language` is the one chosen before signing up.
     */
    async register(values: SignupValues, language: Language | null): Promise<Session | undefined> {
      const { name, email } = values;
      const [passwordHash, verification] = await Promise.all([
        hashPassword(values.password, scryptCost),
        verificationMail({ name, email, language }, true),
      ]);
      try {
        return await mailing(async (tx) => {
          const [member] = await tx
            .insert(users)
            .values({ name, email, passwordHash, language })
            .returning();
          if (!member) throw new Error('The insert returned no row');
          await storeLink(tx, member.id, 'verify', verification.token);
          await outbox.queue(tx, verification.mail);
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
          const token = newToken();
          const mail = await prepare(member, {
            kind: 'passwordReset',
            name: member.name,
            resetLink: linkFor(member, hrefs.resetPassword(token)),
            forgotLink: linkFor(member, hrefs.forgotPassword()),
          });
          await mailing(async (tx) => {
            // Asked for before a change of password that committed since the lookup, the link
            // is one the change ends: its member's row, locked, must still have the hash read.
            // (A change after this waits for the lock, then deletes the link.)
            const [unchanged] = await tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.id, member.id), eq(users.passwordHash, member.passwordHash)))
              .for('share');
            if (!unchanged) return;
            await storeLink(tx, member.id, 'reset', token);
            await outbox.queue(tx, mail);
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

    /** Whether the reset link works now; it stays as it was (nothing is used up). */
    isWorkingResetLink: async (token: string): Promise<boolean> =>
      (await linkedMember(db, token, 'reset')) !== undefined,

    /**
     * Sets the password of the reset link's member and signs them in here, every other session of
     * theirs signed out; following the link proved the address theirs, so it counts as verified.
     * A refusal leaves everything as it was, the link working still.
     */
    async resetPassword(token: string, password: string): Promise<Session | ResetRefusal> {
      const member = await linkedMember(db, token, 'reset');
      if (!member) return 'linkExpired';
      // As sign-in refuses them: a reset would otherwise be a way around the suspension.
      if (member.suspendedAt !== null) return 'suspended';
      const userId = member.id;
      // The hash of the new password and the check against the old run side by side.
      const [unchanged, passwordHash, mail] = await Promise.all([
        verifyPassword(password, member.passwordHash),
        hashPassword(password, scryptCost),
        passwordChangedMail(member),
      ]);
      if (unchanged) return 'unchanged';
      return mailing(async (tx) => {
        // Used up here: of two resets with one link, the second finds it gone.
        if ((await takeLink(tx, token, 'reset')) !== userId) return 'linkExpired';
        await tx.update(users).set({ emailVerifiedAt: verifiedNow }).where(eq(users.id, userId));
        // A verification link has nothing left to do (setPassword ends the other reset links).
        await useVerificationLinksOf(tx, userId);
        return startSession(tx, await setPassword(tx, userId, passwordHash, mail));
      });
    },

    /**
     * Marks the link's member's address verified: `verified`, or `verifiedBefore` when the link was
     * used already; `linkExpired` when it does not work (never issued, replaced or expired).
     */
    verifyEmail: (token: string): Promise<'verified' | 'verifiedBefore' | 'linkExpired'> =>
      db.transaction(async (tx) => {
        const use = await useVerificationLink(tx, token);
        if (!use) return 'linkExpired';
        if (use.verifiedBefore) return 'verifiedBefore';
        await tx
          .update(users)
          .set({ emailVerifiedAt: verifiedNow })
          .where(eq(users.id, use.userId));
        return 'verified';
      }),

    /** Mails a new verification link (older ones stop working); false when verified already. */
    async resendVerification(member: UserRow): Promise<boolean> {
      if (member.emailVerifiedAt !== null) return false;
      const { token, mail } = await verificationMail(member, false);
      await mailing(async (tx) => {
        await storeLink(tx, member.id, 'verify', token);
        await outbox.queue(tx, mail);
      });
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
      const [passwordHash, mail] = await Promise.all([
        hashPassword(password, scryptCost),
        passwordChangedMail(member),
      ]);
      await mailing((tx) => setPassword(tx, member.id, passwordHash, mail, token));
    },

    /**
     * Deletes the member with their postings, saves, tokens and links, and queues the goodbye
     * mail, in one transaction: afterwards the outbox row of that mail is all that is left. The
     * goodbye is rendered inside it, as it counts the postings that went; deletions are rare.
     */
    async deleteAccount(member: UserRow): Promise<void> {
      await jobs.removeMember(member.id, async (tx, postings) => {
        // Tokens and links go with the row (their foreign keys cascade).
        await tx.delete(users).where(eq(users.id, member.id));
        // Mail to them not sent yet has no one to go to now (a sent row keeps nothing of them).
        await tx
          .delete(outboxTable)
          .where(sql`lower(${outboxTable.recipient}) = lower(${member.email})`);
        const goodbye = await prepare(member, {
          kind: 'accountDeleted',
          name: member.name,
          postings,
          homeLink: linkFor(member, hrefs.home()),
        });
        await outbox.queue(tx, goodbye);
      });
      outbox.nudge();
    },
  };
}
