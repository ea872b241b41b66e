import { hrefs, type Job, type RefusedForm } from '@job/contract';
import { ButtonLink } from '../components/Button/Button';
import { Form } from '../components/Form/Form';
import { FormSkeleton } from '../components/Form/FormSkeleton';
import { Link } from '../components/Link/Link';
import { LoadFailed, type LoadFailure } from '../components/LoadFailed/LoadFailed';
import { MessageCard } from '../components/MessageCard/MessageCard';
import {
  type Report,
  ReportFields,
  useReportSubmit,
} from '../components/ReportAction/ReportFields';
import { useTexts } from '../texts/TextsProvider';

export interface ReportScreenProps {
  /** The posting for the slug in the address; undefined when no posting has it. */
  job: Pick<Job, 'slug' | 'title'> | undefined;
  /** The posting is being read (a page the browser renders itself): the form's shape meanwhile. */
  loading?: boolean;
  /** The posting did not arrive (the server failed or could not be reached): why, and a retry. */
  failed?: LoadFailure | null;
  /** The report is in (`reportSentHref(slug)`): thanks, and the way back. */
  sent?: boolean;
  /** Told of a report to send, its reason chosen, when the page's script sends it. */
  onSend: (report: Report) => void;
  /** The report is on its way. */
  sending?: boolean;
  /** The report the server refused when the form posted itself: its values again, and why. */
  refused?: RefusedForm | null;
}

/**
 * `/detail/{slug}/report`: 'Bildir' as a page of its own, for a visitor whose press came before the
 * page's script ran, or without one, and for anyone opening it directly. The form is the detail
 * dialog's; it posts itself to this address, which the server takes as the API's report, or the
 * app sends it.
 */
export function ReportScreen({
  job,
  loading = false,
  failed,
  sent = false,
  onSend,
  sending = false,
  refused,
}: ReportScreenProps) {
  const { t } = useTexts();
  const { reasonMissing, clearReasonMissing, submit } = useReportSubmit(onSend);
  if (loading) return <FormSkeleton label={t('detailScreen.loading')} fields={2} />;
  if (failed) return <LoadFailed message={t('detailScreen.loadFailed')} {...failed} />;
  if (!job) {
    return (
      <MessageCard
        title={t('title.jobNotFound')}
        actions={<ButtonLink href={hrefs.home()}>{t('notFound.backHome')}</ButtonLink>}
      >
        <p>{t('jobDetail.notFound')}</p>
      </MessageCard>
    );
  }
  const backToJob = t('reportScreen.back');
  if (sent) {
    return (
      <MessageCard
        title={t('reportScreen.sentTitle')}
        actions={<ButtonLink href={hrefs.detail(job.slug)}>{backToJob}</ButtonLink>}
      >
        <p>{t('reportScreen.sent')}</p>
      </MessageCard>
    );
  }
  return (
    <Form
      title={t('reportScreen.title', { title: job.title })}
      description={t('moderation.reportIntro')}
      submitLabel={t('moderation.send')}
      busy={sending}
      serverError={refused?.message}
      action={hrefs.report(job.slug)}
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
      footer={
        <p>
          <Link href={hrefs.detail(job.slug)}>{backToJob}</Link>
        </p>
      }
    >
      <ReportFields
        defaults={refused?.values}
        reasonMissing={reasonMissing}
        onReasonChange={clearReasonMissing}
      />
    </Form>
  );
}
