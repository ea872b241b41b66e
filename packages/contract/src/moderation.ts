import type { components } from './api';

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

export type ModerationQueue = components['schemas']['ModerationQueue'];
export type QueueItem = components['schemas']['QueueItem'];
export type Report = components['schemas']['Report'];
export type AuditEntry = components['schemas']['AuditEntry'];
