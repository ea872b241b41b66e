import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
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

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Unique whatever the case: Ada@x.com and ada@x.com are one account.
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
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
  (table) => [index('tokens_user_id_idx').on(table.userId)],
);

export const images = pgTable('images', {
  /** `<content hash>.webp`: the name changes with the content, so it can be cached forever. */
  name: text().primaryKey(),
  data: bytea().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    salary: text().notNull().default(''),
    workType: smallint('work_type').notNull(),
    imageName: text('image_name').references(() => images.name),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    save: integer().notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Title and brief folded for search (job_search_fold, migration 0001): stored, so a search
     * compares plain text instead of running unaccent on every row it passes.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`job_search_fold(title || ' ' || info)`),
  },
  (table) => [
    // Lists are newest first (highest id first); a category page filters by work type too.
    index('jobs_work_type_id_idx').on(table.workType, table.id.desc()),
    index('jobs_search_text_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * How many jobs each work type has, kept by triggers on jobs (migration 0003), so a page's
 * totalCount is a read of at most three rows rather than a count of every job.
 */
export const jobCounts = pgTable('job_counts', {
  workType: smallint('work_type').primaryKey(),
  total: integer().notNull(),
});

export type JobRow = typeof jobs.$inferSelect;
export type UserRow = typeof users.$inferSelect;
