import type {
  AuditEntry,
  Job,
  ModerationJobAction,
  ModerationQueue as Queue,
  QueueItem,
  Report,
} from '@job/contract';
import { hrefs, limits } from '@job/contract';
import { useId, useState } from 'react';
import { cardTitle, pageTitle, sectionTitle } from '../../styles/heading.css';
import { panel, panelNote, panelSection } from '../../styles/panel.css';
import { useTexts } from '../../texts/TextsProvider';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { DialogForm } from '../Dialog/Dialog';
import { TextAreaField } from '../Field/Field';
import { Link } from '../Link/Link';
import { LoadFailed, type LoadFailure } from '../LoadFailed/LoadFailed';
import { longPostingDate } from '../PostedDate/relativeTime';
import { Skeleton, SkeletonBlock } from '../Skeleton/Skeleton';
import * as styles from './ModerationQueue.css';

/** What a moderator is about to do, its reason still to be given. */
export type QueueAction =
  | { kind: 'job'; action: ModerationJobAction; slug: string; title: string }
  | { kind: 'suspend' | 'unsuspend'; memberId: number; name: string };

export interface ModerationQueueProps {
  /** The queue as the API answers it; undefined until it has arrived. */
  queue: Queue | undefined;
  loading?: boolean;
  /** Why the queue did not arrive, and its retry, as the app tells it: shown instead. */
  failed?: LoadFailure | null;
  /** The action whose reason the dialog asks for; null while none is. */
  pending: QueueAction | null;
  onPendingChange: (action: QueueAction | null) => void;
  /** Told of an action with its reason; the app closes the dialog once it is done. */
  onConfirm: (action: QueueAction, reason: string) => void;
  /** The action is on its way. */
  acting?: boolean;
}

/** The actions each section offers, the first the usual one. */
const sectionActions: Record<keyof Queue, ModerationJobAction[]> = {
  reported: ['keep', 'hide'],
  pending: ['approve', 'hide'],
  hidden: ['restore'],
};

/**
 * `/moderation` for moderators: the reported postings (most reported first) with their reports,
 * the postings awaiting approval and those taken down lately, each linked to its page, with its
 * poster and the audit log of both; every action asks for a short reason in a dialog, mailed to
 * the poster (but for keep) or the member suspended or no longer.
 */
export function ModerationQueue(props: ModerationQueueProps) {
  const { t } = useTexts();
  const headingId = useId();
  return (
    <section className={panel} aria-labelledby={headingId} aria-busy={props.loading}>
      <h1 id={headingId} className={pageTitle}>
        {t('moderation.title')}
      </h1>
      <QueueBody {...props} />
      <ReasonDialog {...props} />
    </section>
  );
}

function QueueBody({ queue, loading, failed, onPendingChange }: ModerationQueueProps) {
  const { t } = useTexts();
  if (failed) return <LoadFailed message={t('moderation.loadFailed')} {...failed} />;
  if (loading || !queue) {
    return (
      <Skeleton label={t('moderation.loading')} className={`${panelSection} ${styles.section}`}>
        {[0, 1].map((index) => (
          <div key={index} className={`${styles.item} ${styles.skeletonItem}`}>
            <SkeletonBlock shape="heading" />
            <SkeletonBlock shape="text" />
            <SkeletonBlock shape="button" />
          </div>
        ))}
      </Skeleton>
    );
  }
  const sections = (Object.keys(sectionActions) as (keyof Queue)[]).filter(
    (section) => queue[section].length > 0,
  );
  if (sections.length === 0) return <p className={panelNote}>{t('moderation.empty')}</p>;
  return (
    <div className={styles.body}>
      {sections.map((section) => (
        <section
          key={section}
          className={`${panelSection} ${styles.section}`}
          aria-label={t(`moderation.${section}`)}
        >
          <h2 className={sectionTitle}>{t(`moderation.${section}`)}</h2>
          <ul className={styles.list}>
            {queue[section].map((item) => (
              <li key={item.job.id}>
                <Item item={item} actions={sectionActions[section]} onAction={onPendingChange} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Item({
  item: { job, poster, reports, log },
  actions,
  onAction,
}: {
  item: QueueItem;
  actions: ModerationJobAction[];
  onAction: (action: QueueAction) => void;
}) {
  const { t } = useTexts();
  return (
    <article className={styles.item} aria-label={job.title}>
      <h3 className={cardTitle}>
        <Link href={hrefs.detail(job.slug)} className={styles.titleLink}>
          {job.title}
        </Link>
      </h3>
      <p className={styles.facts}>
        {reports.length > 0 && (
          <Badge tone="caution">{t('moderation.reportCount', { count: reports.length })}</Badge>
        )}
        {poster ? (
          <span>{t('moderation.poster', { name: poster.name, email: poster.email })}</span>
        ) : null}
        {poster?.suspended && <Badge tone="caution">{t('moderation.posterSuspended')}</Badge>}
      </p>
      {reports.length > 0 && (
        <ul className={styles.entries}>
          {reports.map((report) => (
            <li key={report.id}>
              <ReportLine report={report} />
            </li>
          ))}
        </ul>
      )}
      <ScreeningQuestions questions={job.screening_questions} />
      <AuditLog entries={[...log, ...(poster?.log ?? [])]} />
      <div className={styles.actions}>
        {actions.map((action, index) => (
          <Button
            key={action}
            size="small"
            tone={action === 'hide' ? 'critical' : index === 0 ? 'action' : 'secondary'}
            onClick={() => onAction({ kind: 'job', action, slug: job.slug, title: job.title })}
          >
            {t(`moderation.action.${action}`)}
          </Button>
        ))}
        {poster && (
          <Button
            size="small"
            tone="secondary"
            onClick={() =>
              onAction({
                kind: poster.suspended ? 'unsuspend' : 'suspend',
                memberId: poster.id,
                name: poster.name,
              })
            }
          >
            {t(poster.suspended ? 'moderation.action.unsuspend' : 'moderation.action.suspend')}
          </Button>
        )}
      </div>
    </article>
  );
}

/** A report: its reason, whether a member or a visitor sent it, when, and its note. */
function ReportLine({ report }: { report: Report }) {
  const { t, language } = useTexts();
  const sent = new Date(report.created_at);
  return (
    <>
      {t(`moderation.reason.${report.reason}`)} ·{' '}
      {t(report.by_member ? 'moderation.byMember' : 'moderation.byVisitor')} ·{' '}
      <time dateTime={report.created_at}>{longPostingDate(sent, language)}</time>
      {report.note && <>: “{report.note}”</>}
    </>
  );
}

/**
 * The words of the posting's screening questions, which a moderator reviews as its other words:
 * each label, and a choice question's choices. Nothing when it asks none.
 */
function ScreeningQuestions({ questions }: { questions: Job['screening_questions'] }) {
  const { t } = useTexts();
  if (questions.length === 0) return null;
  return (
    <>
      <h4 className={styles.subheading}>{t('moderation.questions')}</h4>
      <ul className={styles.entries}>
        {questions.map((question) => (
          <li key={question.id}>
            {question.label}
            {question.kind === 'choice' && question.choices.length > 0 && (
              // The dash kept with the label, the choices wrapping after it.
              <span className={styles.choices}>
                {'\u00a0— '}
                {question.choices.join(' · ')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The posting's and its poster's audit entries, newest first, each once, each naming its posting. */
function AuditLog({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTexts();
  const unique = [...new Map(entries.map((entry) => [entry.id, entry])).values()].sort(
    (a, b) => b.id - a.id,
  );
  if (unique.length === 0) return null;
  return (
    <>
      <h4 className={styles.subheading}>{t('moderation.log')}</h4>
      <ul className={styles.entries}>
        {unique.map((entry) => (
          <li key={entry.id}>
            <LogLine entry={entry} />
            {entry.job_slug !== null && (
              <>
                {' · '}
                {/* A deleted posting has no page: its slug as it was. */}
                {entry.job_title === null ? (
                  entry.job_slug
                ) : (
                  <Link href={hrefs.detail(entry.job_slug)}>{entry.job_title}</Link>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** What an entry says: who did what and why, or what the poster's edit changed. */
function LogLine({ entry }: { entry: AuditEntry }) {
  const { t, language } = useTexts();
  const date = longPostingDate(new Date(entry.created_at), language);
  const actor = entry.actor ?? t('moderation.commandLine');
  if (entry.action === 'edit') {
    const fields = new Intl.ListFormat(language, { type: 'conjunction' }).format(
      (entry.changed ?? []).map((field) => t(`moderation.field.${field}`)),
    );
    return <>{t('moderation.editEntry', { date, actor, fields })}</>;
  }
  return (
    <>
      {t('moderation.logEntry', {
        date,
        actor,
        action: t(`moderation.action.${entry.action}`),
        reason: entry.reason,
      })}
    </>
  );
}

/** What the reason dialog says becomes of the reason. */
function reasonHint(action: QueueAction) {
  if (action.kind !== 'job') return 'moderation.memberReasonHint';
  return action.action === 'keep' ? 'moderation.keepReasonHint' : 'moderation.actionReasonHint';
}

/** The reason of the action about to be taken: required, at most 500 characters, mailed. */
function ReasonDialog({ pending, onPendingChange, onConfirm, acting }: ModerationQueueProps) {
  const { t } = useTexts();
  const [missing, setMissing] = useState(false);
  const label =
    pending && t(`moderation.action.${pending.kind === 'job' ? pending.action : pending.kind}`);
  return (
    <DialogForm
      open={pending !== null}
      title={pending ? `${label}: ${pending.kind === 'job' ? pending.title : pending.name}` : ''}
      description={pending ? t(reasonHint(pending)) : ''}
      submitLabel={label ?? t('moderation.confirm')}
      tone={
        pending?.kind === 'suspend' || (pending?.kind === 'job' && pending.action === 'hide')
          ? 'critical'
          : 'standard'
      }
      busy={acting}
      onClose={() => {
        setMissing(false);
        onPendingChange(null);
      }}
      onSubmit={(form) => {
        const reason = String(new FormData(form).get('reason') ?? '').trim();
        setMissing(reason === '');
        if (pending && reason !== '') onConfirm(pending, reason);
      }}
    >
      <TextAreaField
        label={t('moderation.actionReasonLabel')}
        name="reason"
        rows={3}
        maxLength={limits.moderationReasonMaxLength}
        errors={missing ? [t('moderation.reasonMissing')] : []}
      />
    </DialogForm>
  );
}
