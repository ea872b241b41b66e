import {
  applicationStatuses,
  applyMethods,
  companySizes,
  type PosterQuestion,
  reportReasons,
  reviewedFields,
  type ScreeningAnswer,
  salaryCurrencies,
  salaryPeriods,
} from '@job/contract';
import { languages } from '@job/texts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Drizzle has no bytea column; PGlite answers a Uint8Array and pg a Buffer, so both become Buffers.
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const roles = ['member', 'moderator'] as const;
export type Role = (typeof roles)[number];

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The language the member chose to read (and be written to) in; null until they choose. */
    language: text({ enum: languages }),
    /** When the member followed a verification link mailed to the address; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Moderators work the moderation queue; only `pnpm admin` changes it, never the API. */
    role: text({ enum: roles }).notNull().default('member'),
    /** When a moderator suspended the member: sign-in is refused from then on; null while not. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  },
  (table) => [
    // Unique whatever the case: Ada@x.com and ada@x.com are one account.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    check('users_language_check', sql`${table.language} IN ('tr', 'en')`),
    check('users_role_check', sql`${table.role} IN ('member', 'moderator')`),
  ],
);

export const tokens = pgTable(
  'tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tokens_user_id_idx').on(table.userId),
    // The hourly cleanup's DELETE of the expired ones (auth/expiredTokens.ts) reads only them.
    index('tokens_expires_at_idx').on(table.expiresAt),
  ],
);

/** What a mailed link does: reset the password (one hour) or verify the address (24 hours). */
export const linkPurposes = ['reset', 'verify'] as const;
export type LinkPurpose = (typeof linkPurposes)[number];

/**
 * The tokens of mailed links. Single-use: a reset link's row goes when it is used; a verification
 * link's stays, marked used, so the link opened again can say the address is verified. A member's
 * older links of one purpose go when a new one is mailed. Only a digest is stored, as with
 * sessions.
 */
export const mailedLinks = pgTable(
  'mailed_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: linkPurposes }).notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * Until when the link works; once used (a verification link), until when it still answers
     * 'verified already'. The hourly sweep deletes it after.
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a verification link was used; null while it has not been. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mailed_links_user_id_purpose_idx').on(table.userId, table.purpose),
    index('mailed_links_expires_at_idx').on(table.expiresAt),
    check('mailed_links_purpose_check', sql`${table.purpose} IN ('reset', 'verify')`),
  ],
);

export const outboxStatuses = ['pending', 'sent', 'failed'] as const;

/** What an alert mail is made of until it is sent: its jobs (newest first), its kind, its link. */
export interface AlertLetter {
  jobIds: number[];
  digest: boolean;
  /** The mail's unsubscribe token (its digest is in alert_unsubscribes). */
  token: string;
}

/**
 * Mail to send, written in the transaction of the change that causes it, so a rolled-back change
 * sends nothing and a committed one loses nothing. The senders (mail/sender.ts) claim due rows;
 * a sent row keeps no recipient and no content.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The Message-ID header, the same on every attempt: a resend after a crash is recognisable. */
    messageId: text('message_id').notNull().unique(),
    /** Which email it is (`passwordReset`…), for the logs and the counts. */
    kind: text().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** Headers of its own kind, such as an alert mail's List-Unsubscribe; null for none. */
    headers: jsonb().$type<Record<string, string>>(),
    /**
     * An alert mail is queued as what it is made of, written when it is sent (alerts/letters.ts):
     * a digest queues a mail for every alert at once, too many to render there and then. Its
     * recipient, subject and parts stay empty until then.
     */
    alertId: integer('alert_id').references((): AnyPgColumn => alerts.id, { onDelete: 'cascade' }),
    letter: jsonb().$type<AlertLetter>(),
    /**
     * The application a status mail tells of: while it waits out its undo time, the poster's next
     * change takes it back; it goes with the application.
     */
    applicationId: integer('application_id').references((): AnyPgColumn => applications.id, {
      onDelete: 'cascade',
    }),
    status: text({ enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** When a sender may take it: now for a new row, later after a failed try or while claimed. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last try failed: the server's answer or the connection's error. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    // An alert's delete takes its unsent mails with it.
    index('outbox_alert_id_idx').on(table.alertId).where(sql`${table.alertId} IS NOT NULL`),
    index('outbox_application_id_idx')
      .on(table.applicationId)
      .where(sql`${table.applicationId} IS NOT NULL`),
    check('outbox_status_check', sql`${table.status} IN ('pending', 'sent', 'failed')`),
  ],
);

export const images = pgTable('images', {
  /** `<content hash>.webp`: the name changes with the content, so it can be cached forever. */
  name: text().primaryKey(),
  data: bytea().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const moderationStates = ['published', 'pending', 'hidden'] as const;
export type ModerationState = (typeof moderationStates)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    /** The brief description (the API's `info`). */
    info: text().notNull().default(''),
    /** The detail as sanitised HTML (the API's `description`). */
    description: text().notNull().default(''),
    /** The detail as a plain-text excerpt (the API's `description2`). */
    description2: text().notNull().default(''),
    /** The salary as shown: as typed by the original client, or written from the figures below. */
    salary: text().notNull().default(''),
    /**
     * The salary as figures (the API's `salary_range`): one amount or a range, its currency and the
     * period it is paid for (null when the text said none). All null when there are none: the text
     * was left empty or could not be read ('Görüşülür').
     */
    salaryMin: numeric('salary_min', { precision: 14, scale: 2, mode: 'number' }),
    salaryMax: numeric('salary_max', { precision: 14, scale: 2, mode: 'number' }),
    salaryCurrency: text('salary_currency', { enum: salaryCurrencies }),
    salaryPeriod: text('salary_period', { enum: salaryPeriods }),
    /**
     * The salary's top (a range's upper end, else its one figure) as a month's pay, which a list's
     * salary floor is compared with (contract `MinimumSalary`): an hour, day or week as in a month
     * of 40-hour, 5-day weeks (520/3 hours, 65/3 days, 13/3 weeks), a year as 12 months. Null
     * without figures or without a period. Unbounded: 10¹² an hour is more than 14 digits a month.
     */
    salaryMonthly: numeric('salary_monthly', { mode: 'number' }).generatedAlwaysAs(
      sql`round(coalesce(salary_max, salary_min) * CASE salary_period WHEN 'hour' THEN 520 WHEN 'day' THEN 65 WHEN 'week' THEN 13 WHEN 'month' THEN 3 WHEN 'year' THEN 0.25 END / 3, 2)`,
    ),
    workType: smallint('work_type').notNull(),
    imageName: text('image_name').references(() => images.name),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The company it was posted as (migration 0039); null for a posting of its member alone. Its
     * `company` then holds the company's name, kept in step on a rename, so the searches find it.
     */
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'set null',
    }),
    save: integer().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Title, brief, company and city folded for search (job_search_fold, migration 0001): stored,
     * so a search compares plain text instead of running unaccent on every row it passes.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`job_search_fold(title || ' ' || info || ' ' || coalesce(company, '') || ' ' || coalesce(location, ''))`,
      ),
    /**
     * The title, and the company and city, folded as `searchText` is (migration 0024): a search's
     * best matches are those whose title holds its text, then those whose company or city does.
     */
    searchTitle: text('search_title').notNull().generatedAlwaysAs(sql`job_search_fold(title)`),
    searchPlace: text('search_place')
      .notNull()
      .generatedAlwaysAs(
        sql`job_search_fold(coalesce(company, '') || ' ' || coalesce(location, ''))`,
      ),
    // Optional, and null for the jobs posted before they existed: no default would be true of them.
    company: text(),
    /** The city. */
    location: text(),
    /**
     * The city folded as a search folds it (migration 0025): a list of a city holds the jobs whose
     * whole `location` is it, however it is cased or accented; null without one.
     */
    cityKey: text('city_key').generatedAlwaysAs(sql`job_search_fold(nullif(btrim(location), ''))`),
    /** The city's country, an ISO 3166-1 alpha-2 code (migration 0026); null when not known. */
    country: text(),
    /**
     * For remote work, the countries its applicants must live in (codes); empty for anywhere, and
     * for any other workplace.
     */
    applicantCountries: text('applicant_countries').array().notNull().default(sql`'{}'`),
    /** A workplace slug of the contract (on-site, remote, hybrid). */
    workplace: text(),
    /** When the posting stops being live; the default is for rows inserted without one. */
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /**
     * In the lists and counts. Time passing changes no row, so the expiry sweep (jobs/expiry.ts)
     * turns this off once expires_at has passed, and the count triggers follow it; renew turns it on.
     */
    live: boolean().notNull().default(true),
    /** How to apply: on the site (what every posting made before this had), at a URL, by mail. */
    applyMethod: text('apply_method', { enum: applyMethods }).notNull().default('site'),
    /** The https address or the email address of the url and email methods; null for site. */
    applyTo: text('apply_to'),
    /** Applications on the site must carry a cover note (false off the site). */
    coverNoteRequired: boolean('cover_note_required').notNull().default(false),
    /**
     * The screening questions applications on the site answer, as the poster set them (with what
     * disqualifies, which only the poster sees); empty for none, and off the site.
     */
    screeningQuestions: jsonb('screening_questions')
      .$type<PosterQuestion[]>()
      .notNull()
      .default(sql`'[]'`),
    /**
     * Published, waiting for a moderator's approval (MODERATION=pre), or hidden by a moderator.
     * Only a published posting is `live`: the lists, counts and indexes need no second condition.
     */
    moderation: text({ enum: moderationStates }).notNull().default('published'),
    /**
     * What the posting was (published or pending) when its poster's suspension hid it; null for
     * every other posting. Lifting the suspension gives it back that state, and only postings
     * with one: those a moderator hid before stay hidden. A moderator's action on it clears it.
     */
    beforeSuspension: text('before_suspension', { enum: ['published', 'pending'] }),
  },
  (table) => [
    // Lists are newest first (highest id first) and show live jobs only; a category page filters
    // by work type too, and any list by workplace.
    index('jobs_live_id_idx').on(table.id.desc()).where(sql`${table.live}`),
    index('jobs_work_type_id_idx').on(table.workType, table.id.desc()).where(sql`${table.live}`),
    index('jobs_workplace_id_idx').on(table.workplace, table.id.desc()).where(sql`${table.live}`),
    index('jobs_work_type_workplace_id_idx')
      .on(table.workType, table.workplace, table.id.desc())
      .where(sql`${table.live}`),
    // A salary floor's list: its currency's jobs paying at least the floor.
    index('jobs_salary_monthly_idx')
      .on(table.salaryCurrency, table.salaryMonthly)
      .where(sql`${table.live} AND ${table.salaryMonthly} IS NOT NULL`),
    // A city's list, newest first, and the counts of the cities.
    index('jobs_city_key_id_idx').on(table.cityKey, table.id.desc()).where(sql`${table.live}`),
    // A city's list with a salary floor or by the highest pay, and its count without the heap:
    // the work type, the workplace and the date posted are read from the index's last columns
    // (migration 0027).
    index('jobs_city_salary_idx')
      .on(
        ...[table.cityKey, table.salaryCurrency, table.salaryMonthly],
        ...[table.workType, table.workplace, table.createdAt],
      )
      .where(sql`${table.live} AND ${table.salaryMonthly} IS NOT NULL`),
    // A date posted window's list and count: the live jobs posted since a moment. The filters'
    // columns after it let the counts read a window's first, partial day from the index alone
    // (counts.ts; migration 0028).
    index('jobs_live_created_at_idx')
      .on(
        ...[table.createdAt, table.cityKey, table.workType, table.workplace],
        ...[table.salaryCurrency, table.salaryMonthly],
      )
      .where(sql`${table.live}`),
    // Every search reads its pending list too, so no list (migration 0016).
    index('jobs_search_text_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // The sweep's next expiry, and the rows it turns off.
    index('jobs_live_expires_at_idx').on(table.expiresAt).where(sql`${table.live}`),
    // An image is removed with its last job: the foreign key's check looks for its other users.
    index('jobs_image_name_idx').on(table.imageName),
    // A create's look-up of its title's slug family, a LIKE prefix (migration 0011).
    index('jobs_slug_pattern_idx').on(table.slug.op('text_pattern_ops')),
    // A member's own postings, newest first.
    index('jobs_user_id_id_idx').on(table.userId, table.id.desc()),
    // A company's jobs, newest first; and a company's deletion setting them free.
    index('jobs_company_id_id_idx').on(table.companyId, table.id.desc()),
    check('jobs_workplace_check', sql`${table.workplace} IN ('on-site', 'remote', 'hybrid')`),
    check('jobs_save_check', sql`${table.save} >= 0`),
    // Figures or none: a currency and an amount together, a period and a range's upper end only
    // with them, the upper end above the lower one (a NULL comparison passes a check).
    check(
      'jobs_salary_check',
      sql`(${table.salaryMin} IS NULL) = (${table.salaryCurrency} IS NULL)
        AND (${table.salaryMin} IS NOT NULL OR (${table.salaryMax} IS NULL AND ${table.salaryPeriod} IS NULL))
        AND ${table.salaryMin} > 0 AND ${table.salaryMax} > ${table.salaryMin}`,
    ),
    check(
      'jobs_salary_currency_check',
      sql`${table.salaryCurrency} IN ('TRY', 'USD', 'EUR', 'GBP')`,
    ),
    check(
      'jobs_salary_period_check',
      sql`${table.salaryPeriod} IN ('hour', 'day', 'week', 'month', 'year')`,
    ),
    check('jobs_apply_method_check', sql`${table.applyMethod} IN ('site', 'url', 'email')`),
    // An address exactly when the applications go elsewhere.
    check('jobs_moderation_check', sql`${table.moderation} IN ('published', 'pending', 'hidden')`),
    // The moderation queue's pending and hidden postings; published ones are the rest.
    index('jobs_moderation_id_idx')
      .on(table.moderation, table.id.desc())
      .where(sql`${table.moderation} <> 'published'`),
    check(
      'jobs_before_suspension_check',
      sql`${table.beforeSuspension} IS NULL OR (${table.beforeSuspension} IN ('published', 'pending') AND ${table.moderation} = 'hidden')`,
    ),
    // The postings a lifted suspension gives back.
    index('jobs_user_id_before_suspension_idx')
      .on(table.userId)
      .where(sql`${table.beforeSuspension} IS NOT NULL`),
    check('jobs_apply_to_check', sql`(${table.applyMethod} = 'site') = (${table.applyTo} IS NULL)`),
  ],
);

/**
 * The postings each member made in the last day, kept when a posting is deleted: the daily limit
 * (POSTINGS_PER_DAY) counts what was posted, so posting, deleting and posting again does not get
 * round it. A trigger on jobs writes them (migration 0017) and drops the member's rows a day old.
 */
export const postingsMade = pgTable(
  'postings_made',
  {
    /** The posting's id, kept once it is deleted; ids follow time. */
    jobId: integer('job_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
  },
  // The member's newest first: a create reads the limit's worth of them.
  (table) => [index('postings_made_user_id_job_id_idx').on(table.userId, table.jobId.desc())],
);

/**
 * Which member saved which job. A job's `save` is the number of its rows here, kept by a row
 * trigger (migration 0005) that adds or takes one under the job's row lock, so toggles made at
 * once never lose an update.
 */
export const saves = pgTable(
  'saves',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    // A job's delete finds its saves to cascade to.
    index('saves_job_id_idx').on(table.jobId),
  ],
);

/**
 * How many live jobs each work type has in each workplace, kept by triggers on jobs (migrations
 * 0003, 0004 and 0005), so a list's totalCount is a read of at most twelve rows rather than a
 * count of every job. A job without a workplace counts under '' (a primary key takes no null).
 */
export const jobCounts = pgTable(
  'job_counts',
  {
    workType: smallint('work_type').notNull(),
    workplace: text().notNull(),
    total: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.workType, table.workplace] })],
);

/**
 * How many live jobs share each value of every filter a list offers (a city, a work type, a
 * workplace, a salary floor, the day posted), kept by a trigger on jobs (migration 0028), so the
 * counts beside a list's filters add up a few thousand rows rather than count a million jobs. A
 * job without a city or a workplace counts under '', one paying less than every floor of
 * `minimumSalaryLevels` (or with no figures) under floor 0 and currency ''.
 */
export const jobFacets = pgTable(
  'job_facets',
  {
    cityKey: text('city_key').notNull(),
    workType: smallint('work_type').notNull(),
    workplace: text().notNull(),
    salaryCurrency: text('salary_currency').notNull(),
    /** The highest of its currency's floors the job's month's pay reaches (`job_salary_floor`). */
    salaryFloor: integer('salary_floor').notNull(),
    /** The UTC day the job was posted. */
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    total: integer().notNull(),
  },
  (table) => [
    primaryKey({
      name: 'job_facets_pkey',
      columns: [
        table.cityKey,
        table.workType,
        table.workplace,
        table.salaryCurrency,
        table.salaryFloor,
        table.postedOn,
      ],
    }),
  ],
);

/**
 * Applications on the site. The posting's title, company and city are copied as they were, so the
 * applicant still sees what they applied to once the posting is deleted (job_id then turns null);
 * the applicant's account takes its applications with it.
 */
export const applications = pgTable(
  'applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    jobCompany: text('job_company'),
    jobLocation: text('job_location'),
    /** The cover note. */
    note: text().notNull(),
    /**
     * The answers to the posting's screening questions as they were sent, each with its question's
     * label and kind as they were then and whether it disqualified under the rule of that moment.
     */
    answers: jsonb().$type<ScreeningAnswer[]>().notNull().default(sql`'[]'`),
    /** At least one answer disqualified when it was sent. */
    disqualified: boolean().notNull().default(false),
    /** The poster's answer (the contract's ApplicationStatus). */
    status: text({ enum: applicationStatuses }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the poster last changed the status; null while it is new. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /**
     * The status before the change whose mail waits out its undo time in the outbox: a change
     * that takes that mail back sends none when it returns here (applications/service.ts).
     */
    statusBeforeMail: text('status_before_mail', { enum: applicationStatuses })
      .notNull()
      .default('new'),
    /** When the applicant withdrew it; its CV goes then, its status stays as it was. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The poster's rating, 1 to 5, never shown to the applicant; null until given. */
    rating: smallint(),
    /**
     * When its posting was deleted (or had expired, if earlier), set by the posting's delete
     * (migration 0032), for the retention sweep to count from once the posting's row is gone.
     */
    postingClosedAt: timestamp('posting_closed_at', { withTimezone: true }),
    /**
     * The poster's message to the applicant, written with a rejection (or from one of their
     * rejection templates, in the applicant's language); null for none, and at any other status.
     */
    rejectionMessage: text('rejection_message'),
  },
  (table) => [
    // One open application per member and posting: a second insert does nothing (ON CONFLICT). One
    // they withdrew stays beside a new one (migration 0033).
    uniqueIndex('applications_job_id_applicant_id_idx')
      .on(table.jobId, table.applicantId)
      .where(sql`${table.withdrawnAt} IS NULL`),
    // The applicant's list and the poster's, newest first.
    index('applications_applicant_id_id_idx').on(table.applicantId, table.id.desc()),
    index('applications_job_id_id_idx').on(table.jobId, table.id.desc()),
    // The retention sweep's look at the applications whose posting is gone.
    index('applications_posting_closed_at_idx')
      .on(table.postingClosedAt)
      .where(sql`${table.jobId} IS NULL`),
    check(
      'applications_status_check',
      sql`${table.status} IN ('new', 'reviewed', 'interview', 'offer', 'hired', 'rejected')`,
    ),
    check('applications_rating_check', sql`${table.rating} BETWEEN 1 AND 5`),
    check(
      'applications_status_before_mail_check',
      sql`${table.statusBeforeMail} IN ('new', 'reviewed', 'interview', 'offer', 'hired', 'rejected')`,
    ),
  ],
);

/**
 * The stages a poster moved an application to, as its applicant is told of them: the changes of
 * one undo time make one row, the last (applications/pipeline.ts).
 */
export const applicationStages = pgTable(
  'application_stages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text({ enum: applicationStatuses }).notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_stages_application_id_id_idx').on(table.applicationId, table.id),
    check(
      'application_stages_status_check',
      sql`${table.status} IN ('new', 'reviewed', 'interview', 'offer', 'hired', 'rejected')`,
    ),
  ],
);

/**
 * The poster's private notes on an application, never shown to its applicant. A note stays when
 * its author's account goes (author_id null), for the colleagues who read it.
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its author last changed it; null while it is as first written. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('application_notes_application_id_id_idx').on(table.applicationId, table.id),
    // An author's deletion finds their notes to let go of.
    index('application_notes_author_id_idx').on(table.authorId),
  ],
);

/**
 * An application's CV, apart from its row so that no list reads the file. It goes with its
 * application, and with its posting in the database itself (job_id), so a deleted posting leaves
 * no CV behind even though its applications stay.
 */
export const applicationCvs = pgTable(
  'application_cvs',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The file's name as sent, made safe (applications/cvName.ts). */
    name: text().notNull(),
    /** In bytes. */
    size: integer().notNull(),
    data: bytea().notNull(),
  },
  // A posting's delete finds its CVs to cascade to.
  (table) => [index('application_cvs_job_id_idx').on(table.jobId)],
);

/**
 * A member's profile as a job seeker (seeker/service.ts): what they look for, given once and
 * offered to the postings they apply to. A row only once they save it; until then it is empty.
 */
export const seekerProfiles = pgTable('seeker_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** '' for none, as the contract answers it. */
  headline: text().notNull().default(''),
  city: text().notNull().default(''),
  /** The contract's work type slugs the member is open to; none for any. */
  workTypes: text('work_types').array().notNull().default(sql`'{}'`),
  /** The contract's workplace slugs; none for any. */
  workplaces: text().array().notNull().default(sql`'{}'`),
  /** http or https addresses, at most `profileLinksMax`. */
  links: text().array().notNull().default(sql`'{}'`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The CVs a member keeps to apply with, at most `storedCvsMax` (counted under a lock of their
 * users row, seeker/service.ts). An application copies the one it is sent with into
 * application_cvs, so replacing or deleting it here leaves the applications as they were.
 */
export const storedCvs = pgTable(
  'stored_cvs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Made safe (applications/cvFile.ts), ending in `.pdf`. */
    name: text().notNull(),
    /** In bytes. */
    size: integer().notNull(),
    data: bytea().notNull(),
    /** The one an application offers first. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its file was stored or last replaced. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stored_cvs_user_id_idx').on(table.userId),
    // At most one default per member.
    uniqueIndex('stored_cvs_user_id_default_idx').on(table.userId).where(sql`${table.isDefault}`),
  ],
);

/**
 * A poster's saved messages for the applicants they turn down (applications/templates.ts), at most
 * 20 a member, each named uniquely among theirs however it is cased, with a text in Turkish, in
 * English or both ('' for none). They go with the member's account.
 */
export const rejectionTemplates = pgTable(
  'rejection_templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    bodyTr: text('body_tr').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rejection_templates_user_id_idx').on(table.userId),
    uniqueIndex('rejection_templates_user_id_name_idx').on(table.userId, sql`lower(${table.name})`),
  ],
);

/**
 * Reports of a posting, by members (one each, by account) and visitors (reporter_id null, one each
 * by browser and by address, rate-limited by address). A moderator's keep clears them; they go
 * with their posting.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The contract's ReportReason. */
    reason: text({ enum: reportReasons }).notNull(),
    note: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A visitor's report: the SHA-256 of their `visitor` cookie and of their address, so the
     * report's sender is recognised without keeping either; null for a member's.
     */
    visitorCookie: text('visitor_cookie'),
    visitorAddress: text('visitor_address'),
  },
  (table) => [
    // One report per member and posting; visitors (null) are not unique by account.
    uniqueIndex('reports_job_id_reporter_id_idx').on(table.jobId, table.reporterId),
    // A visitor's reports of a posting count once, by browser or by address.
    uniqueIndex('reports_job_id_visitor_cookie_idx').on(table.jobId, table.visitorCookie),
    uniqueIndex('reports_job_id_visitor_address_idx').on(table.jobId, table.visitorAddress),
    check(
      'reports_reason_check',
      sql`${table.reason} IN ('spam', 'fraud', 'misleading', 'inappropriate', 'other')`,
    ),
  ],
);

export const moderationActions = [
  'keep',
  'hide',
  'restore',
  'approve',
  'suspend',
  'unsuspend',
  'grant',
  'revoke',
  'edit',
] as const;
export type ModerationAction = (typeof moderationActions)[number];

/**
 * Every moderation action and role change: who, when, what and why. Insert-only: no foreign keys
 * (a deleted account or posting leaves its rows as they were), and a trigger (migration 0010)
 * refuses updates and deletes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The moderator's id and name (the poster's for an edit); null for the command line
     * (`pnpm admin`).
     */
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    action: text({ enum: moderationActions }).notNull(),
    /** The posting acted on (keep, hide, restore, approve), by id and slug as it was. */
    jobId: integer('job_id'),
    jobSlug: text('job_slug'),
    /** The member acted on: the poster of the posting, or the member suspended, granted... */
    memberId: integer('member_id'),
    reason: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An edit's changes of what a moderator reviews (the contract's ReviewedField); else null. */
    changed: text({ enum: reviewedFields }).array(),
  },
  (table) => [
    index('audit_log_job_id_idx').on(table.jobId),
    index('audit_log_member_id_idx').on(table.memberId),
  ],
);

/** How an alert mails its matches: each new one at once (batched), or a digest once a day. */
export const alertFrequencies = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/**
 * A member's saved search (alerts/service.ts). `q`, `work_type` and `workplace` are the list's own
 * filters; `pattern` is the LIKE pattern the search builds from `q` (jobs/search.ts
 * searchPattern) and `match_key` the first five folded characters of `q`, stored when the alert is
 * made, so a new job finds its candidate alerts by the keys its own text holds (an index lookup)
 * and confirms them with the search's own comparison.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The search text, trimmed; '' for none. */
    q: text().notNull().default(''),
    workType: smallint('work_type'),
    workplace: text(),
    /** The list's city, as it was saved; null for any. */
    city: text(),
    /** The city folded as a job's `city_key`, which it matches (migration 0025). */
    cityKey: text('city_key').generatedAlwaysAs(sql`job_search_fold(city)`),
    /** The list's salary floor, a month, in `salary_floor_currency`; null for any pay. */
    salaryFloor: numeric('salary_floor', { precision: 12, scale: 0, mode: 'number' }),
    salaryFloorCurrency: text('salary_floor_currency', { enum: salaryCurrencies }),
    /** The member's own name for it; null shows its criteria in words. */
    name: text(),
    frequency: text({ enum: alertFrequencies }).notNull().default('instant'),
    paused: boolean().notNull().default(false),
    pattern: text().notNull(),
    matchKey: text('match_key').notNull(),
    /** When its last mail was queued; null until then. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** The `seq` of the last match its mails have taken (alert_matches): past it, they wait. */
    mailedThrough: bigint('mailed_through', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One alert per member and search (the folded pattern: "React" and "react" are one search):
    // saving the same search again finds the one there is.
    uniqueIndex('alerts_user_id_criteria_idx').on(
      table.userId,
      table.pattern,
      sql`coalesce(${table.workType}, 0)`,
      sql`coalesce(${table.workplace}, '')`,
      sql`coalesce(${table.salaryFloor}, 0)`,
      sql`coalesce(${table.salaryFloorCurrency}, '')`,
      sql`coalesce(${table.cityKey}, '')`,
    ),
    // A member's alerts, newest first.
    index('alerts_user_id_id_idx').on(table.userId, table.id.desc()),
    // A new job's candidates: the live alerts whose key its text holds, narrowed by its filters.
    index('alerts_match_key_idx')
      .on(table.matchKey, table.workType, table.workplace)
      .where(sql`NOT ${table.paused}`),
    check('alerts_workplace_check', sql`${table.workplace} IN ('on-site', 'remote', 'hybrid')`),
    check('alerts_work_type_check', sql`${table.workType} IN (1, 2, 3)`),
    check('alerts_frequency_check', sql`${table.frequency} IN ('instant', 'daily')`),
    check(
      'alerts_salary_floor_check',
      sql`(${table.salaryFloor} IS NULL) = (${table.salaryFloorCurrency} IS NULL) AND ${table.salaryFloor} > 0`,
    ),
    check(
      'alerts_salary_floor_currency_check',
      sql`${table.salaryFloorCurrency} IN ('TRY', 'USD', 'EUR', 'GBP')`,
    ),
  ],
);

/**
 * The jobs that reached the lists and are still to be matched against the alerts: a row is written
 * in the create's (or approval's) transaction and taken, with the job's matches recorded, right
 * after it commits (alerts/mailer.ts), so a create never waits for the matching, and a crash in
 * between leaves the job here for the next look.
 */
export const jobsToMatch = pgTable('jobs_to_match', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
});

/**
 * Which jobs each alert has matched (see jobsToMatch): a job is mailed to an alert at most once
 * (the key). `seq` numbers the matches in the order they were committed (recordMatches takes them
 * one transaction at a time, and gives a job's matches one number), so an alert's mail takes the
 * matches past its `mailed_through` and moves that mark, without writing to each match.
 *
 * No foreign keys: their checks, one per row, were most of the time a job's 2,758 matches took to
 * record at 100,000 alerts. Migration 0015's statement triggers delete a deleted job's or alert's
 * matches instead (so a mail never names a deleted job), and recordMatches locks the job it
 * records and takes the alerts it matches from one snapshot under the lock those triggers wait
 * for: no match outlives its job or alert.
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    alertId: integer('alert_id').notNull(),
    jobId: integer('job_id').notNull(),
    // By default, not always: recordMatches numbers all of a job's matches with one value.
    seq: bigint({ mode: 'number' })
      .notNull()
      .generatedByDefaultAsIdentity({ name: 'alert_matches_seq_seq' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The job first: a job's matches go in side by side, and its delete finds them by it.
    primaryKey({ columns: [table.jobId, table.alertId] }),
    // An alert's matches past its mark: the ones waiting for a mail; and an alert's delete.
    index('alert_matches_alert_id_seq_idx').on(table.alertId, table.seq),
  ],
);

/**
 * The unsubscribe links of alert mails, one per mail, stored as digests like every mailed link's:
 * a link stops only its own alert, signed in or not, and goes with it.
 */
export const alertUnsubscribes = pgTable(
  'alert_unsubscribes',
  {
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').primaryKey(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('alert_unsubscribes_alert_id_idx').on(table.alertId)],
);

export const companyRoles = ['owner', 'recruiter'] as const;

/**
 * Employers with a page on the board (companies/): its address made from its name, its logo an
 * image as a posting's is. It stays when its last member goes, with its page and jobs.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    website: text(),
    /** '' for none, as the contract answers it. */
    description: text().notNull().default(''),
    city: text(),
    /** An ISO 3166-1 alpha-2 code; null when not known. */
    country: text(),
    size: text({ enum: companySizes }),
    sector: text(),
    logoName: text('logo_name').references(() => images.name),
    /** Name, sector and city folded as a job search folds its text (job_search_fold). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`job_search_fold(name || ' ' || coalesce(sector, '') || ' ' || coalesce(city, ''))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A create's look-up of its name's slug family, a LIKE prefix.
    index('companies_slug_pattern_idx').on(table.slug.op('text_pattern_ops')),
    index('companies_logo_name_idx').on(table.logoName),
    check(
      'companies_size_check',
      sql`${table.size} IN ('1-10', '11-50', '51-200', '201-500', '501-1000', '1001+')`,
    ),
  ],
);

/** Who works a company's page: its owners change it; its recruiters post as it. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: companyRoles }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    // A member's companies, and the count of those they own.
    index('company_members_user_id_idx').on(table.userId),
    check('company_members_role_check', sql`${table.role} IN ('owner', 'recruiter')`),
  ],
);

/**
 * The steps that change rows with the server's own code (a reader SQL cannot express), each run
 * once after the SQL migrations (db/dataMigrations.ts).
 */
export const dataMigrations = pgTable('data_migrations', {
  name: text().primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

export type JobRow = typeof jobs.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type SeekerProfileRow = typeof seekerProfiles.$inferSelect;
export type StoredCvRow = typeof storedCvs.$inferSelect;
export type RejectionTemplateRow = typeof rejectionTemplates.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
/**
 * An alert as the API shows it: its row and how many jobs it has matched, counted from its
 * `alert_matches` (alerts/service.ts `alertWithCount`), not kept in a column every create would
 * have to lock.
 */
export type AlertRow = typeof alerts.$inferSelect & { matched: number };
