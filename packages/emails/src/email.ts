import type { Language } from '@job/texts';

/**
 * Every email the board sends, by kind, with what it shows. Links are absolute (the server builds
 * them from PUBLIC_URL); nothing here reads configuration or the database.
 */
export type Email =
  /** After sign-up (`welcome`) or when the member asks again from the profile. Valid 24 hours. */
  | { kind: 'verifyAddress'; name: string; verifyLink: string; welcome: boolean }
  /** Asked for on /forgot-password. Valid one hour, once; `forgotLink` asks for a new one. */
  | { kind: 'passwordReset'; name: string; resetLink: string; forgotLink: string }
  /** After a reset or a change on the profile: 'if this was not you, reset it'. */
  | { kind: 'passwordChanged'; name: string; forgotLink: string }
  /** After the account was deleted; `postings` is how many postings went with it. */
  | { kind: 'accountDeleted'; name: string; postings: number; homeLink: string }
  /**
   * To the poster, for each application to their posting: who applied and the start of the note
   * (never the CV, which stays on the site). `applicants` is how many the posting has now.
   */
  | {
      kind: 'applicationReceived';
      name: string;
      jobTitle: string;
      applicantName: string;
      note: string;
      applicants: number;
      applicantsLink: string;
    }
  /** To the applicant, as they apply: what they applied to, and where to follow it. */
  | {
      kind: 'applicationSent';
      name: string;
      jobTitle: string;
      company: string | null;
      applicationsLink: string;
    }
  /** To the applicant, when the poster sets a status other than new. */
  | {
      kind: 'applicationStatusChanged';
      name: string;
      jobTitle: string;
      company: string | null;
      status: AnsweredStatus;
      /**
       * With a rejection: the poster's message, quoted under a lead-in (their own words, or their
       * template's in the applicant's language); left out when they wrote none.
       */
      message?: string;
      applicationsLink: string;
    }
  /**
   * To the poster, when an applicant withdraws their application: who, and to which posting; their
   * CV is gone.
   */
  | {
      kind: 'applicationWithdrawn';
      name: string;
      jobTitle: string;
      applicantName: string;
      applicantsLink: string;
    }
  /**
   * To the poster, for each moderator's decision about a posting (`jobTitle`), or to a member
   * suspended or no longer (no posting): what was decided and the moderator's reason, never who
   * reported.
   */
  | {
      kind: 'moderationDecision';
      name: string;
      decision: ModerationDecision;
      jobTitle: string | null;
      /** Null when none was given (a suspension lifted from the command line). */
      reason: string | null;
      /**
       * A suspension's mail asks for a reply only when one reaches a person (the server sets the
       * Reply-To to SUPPORT_EMAIL); the From is no-reply.
       */
      replyInvited: boolean;
      /** The member's postings, the board for a suspension, the sign-in once it is lifted. */
      link: string;
    }
  /**
   * To a member whose saved search matched new jobs: at once (batched, `digest` false) or in the
   * day's digest. `unsubscribeLink` stops this alert only, without signing in.
   */
  | {
      kind: 'jobAlert';
      name: string;
      alertName: string;
      digest: boolean;
      jobs: AlertedJob[];
      alertsLink: string;
      unsubscribeLink: string;
    };

/** What a moderator decided, as the member is told it. */
export type ModerationDecision = 'hidden' | 'restored' | 'approved' | 'suspended' | 'unsuspended';

/** A job in an alert's mail: what a list row shows of it, and its address. */
export interface AlertedJob {
  title: string;
  company: string | null;
  location: string | null;
  salary: string;
  link: string;
}

/** The statuses a poster answers with (the contract's ApplicationStatus, less `new`). */
export type AnsweredStatus = 'reviewed' | 'interview' | 'offer' | 'hired' | 'rejected';

export type EmailKind = Email['kind'];

/** One kind's email: `EmailOf<'passwordReset'>`. */
export type EmailOf<Kind extends EmailKind> = Extract<Email, { kind: Kind }>;

/** What goes into the outbox: the subject line and both parts of the body. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface RenderOptions {
  /** The recipient's language: the one kept with their account, Turkish when none was chosen. */
  language: Language;
  /** `https://jobs.example.com`: where the header's name and the footer link lead. */
  origin: string;
}
