import type { components, Job } from './api';

export type ReportReason = components['schemas']['ReportReason'];

/** Why a posting is reported, as the API names it; the interface shows each in the reader's words. */
export const reportReasons = [
  'spam',
  'fraud',
  'misleading',
  'inappropriate',
  'other',
] as const satisfies readonly ReportReason[];

export type ModerationJobAction = components['schemas']['ModerateJobBody']['action'];

/** What a moderator does with a posting in the queue. */
export const moderationJobActions = [
  'keep',
  'hide',
  'restore',
  'approve',
] as const satisfies readonly ModerationJobAction[];

export type ReviewedField = components['schemas']['ReviewedField'];

/**
 * What a moderator reviews of a posting: with MODERATION=pre an edit that changes any of them
 * sends a published posting back to the queue.
 */
export const reviewedFields = [
  'title',
  'description',
  'detail',
  'company',
  'apply',
  'image',
  'questions',
] as const satisfies readonly ReviewedField[];

/** A posting in the queue: the job as `Job` has it, its countries read-only. */
export type QueueItem = Omit<components['schemas']['QueueItem'], 'job'> & { job: Job };
export type ModerationQueue = Record<keyof components['schemas']['ModerationQueue'], QueueItem[]>;
export type Report = components['schemas']['Report'];
export type AuditEntry = components['schemas']['AuditEntry'];
