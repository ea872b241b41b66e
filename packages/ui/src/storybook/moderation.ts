/**
 * A sample moderation queue for the stories of the moderators' screen: a posting reported three
 * times (by members and a visitor) and then edited by its poster, one reported once, one awaiting
 * approval and one taken down, its poster suspended, with their posters and audit logs. Dates are
 * near `now` in fixtures.ts.
 */
import type { AuditEntry, Job, ModerationQueue, QueueItem, Report } from '@job/contract';
import { backendJob, frontendJob, goJob, iosJob } from './fixtures';

const poster = (
  id: number,
  name: string,
  log: AuditEntry[] = [],
): NonNullable<QueueItem['poster']> => ({
  id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  suspended: false,
  log,
});

const report = (
  id: number,
  reason: Report['reason'],
  note: string | null,
  byMember = true,
): Report => ({
  id,
  reason,
  note,
  created_at: `2026-11-2${id % 3}T08:00:00.000Z`,
  by_member: byMember,
});

const hiddenLog: AuditEntry = {
  id: 7,
  action: 'hide',
  actor: 'Mine Kaya',
  reason: 'Başvuru için ücret istiyor',
  created_at: '2026-11-22T16:30:00.000Z',
  job_slug: goJob.slug,
  job_title: goJob.title,
  member_id: 4,
};

/** The suspension that took the posting down, in its poster's log. */
const suspendedLog: AuditEntry = {
  ...hiddenLog,
  id: 8,
  action: 'suspend',
  job_slug: null,
  job_title: null,
};

/** The poster of the most reported posting changed where it takes applications since. */
const editedLog: AuditEntry = {
  id: 9,
  action: 'edit',
  actor: 'Kerem Demir',
  reason: '',
  created_at: '2026-11-23T09:15:00.000Z',
  job_slug: iosJob.slug,
  job_title: iosJob.title,
  member_id: 1,
  changed: ['apply', 'image'],
};

const keptLog: AuditEntry = {
  id: 5,
  action: 'keep',
  actor: 'Mine Kaya',
  reason: 'Bildirimler yersiz',
  created_at: '2026-11-20T12:00:00.000Z',
  job_slug: frontendJob.slug,
  job_title: frontendJob.title,
  member_id: 2,
};

export const moderationQueue: ModerationQueue = {
  reported: [
    {
      job: iosJob,
      poster: poster(1, 'Kerem Demir', [editedLog]),
      reports: [
        report(3, 'fraud', 'Mülakat için 500 TL “dosya ücreti” istediler.'),
        report(2, 'misleading', null, false),
        report(1, 'spam', 'Aynı ilan her gün yeniden veriliyor.'),
      ],
      log: [editedLog],
    },
    {
      job: frontendJob,
      poster: poster(2, 'Selin Aydın', [keptLog]),
      reports: [report(4, 'inappropriate', null, false)],
      log: [keptLog],
    },
  ],
  pending: [
    {
      job: { ...backendJob, moderation: 'pending' },
      poster: poster(3, 'Deniz Arslan'),
      reports: [],
      log: [],
    },
  ],
  hidden: [
    {
      job: { ...goJob, moderation: 'hidden', moderation_reason: hiddenLog.reason },
      poster: { ...poster(4, 'Barış Çelik', [suspendedLog, hiddenLog]), suspended: true },
      reports: [],
      log: [hiddenLog],
    },
  ],
};

export const emptyQueue: ModerationQueue = { reported: [], pending: [], hidden: [] };

/** Only postings awaiting approval (MODERATION=pre, no reports). */
export const pendingOnlyQueue: ModerationQueue = {
  ...emptyQueue,
  pending: moderationQueue.pending,
};

/** Screening questions a poster wrote: a yes/no and a choice, its choices with spaces and a dash. */
export const moderatedQuestions: Job['screening_questions'] = [
  {
    id: 'q-permit',
    kind: 'yes_no',
    label: 'Türkiye’de çalışma izniniz var mı?',
    required: true,
    choices: [],
  },
  {
    id: 'q-office',
    kind: 'choice',
    label: 'Haftada kaç gün ofise gelebilirsiniz?',
    required: false,
    choices: ['Hiç', '1–2 gün', '3 gün ve üzeri'],
  },
];

/** With MODERATION=pre the poster's edit brought new question words: back in the queue. */
const questionsEditedLog: AuditEntry = {
  ...editedLog,
  id: 10,
  changed: ['questions'],
};

/**
 * Postings awaiting approval, one asking screening questions (sent back by an edit of them), one
 * asking none.
 */
export const questionsQueue: ModerationQueue = {
  ...emptyQueue,
  pending: [
    {
      job: { ...iosJob, moderation: 'pending', screening_questions: moderatedQuestions },
      poster: poster(1, 'Kerem Demir', [questionsEditedLog]),
      reports: [],
      log: [questionsEditedLog],
    },
    ...moderationQueue.pending,
  ],
};
