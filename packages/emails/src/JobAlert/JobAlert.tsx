/** @jsxRuntime automatic */
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { AlertedJob, EmailOf } from '../email';
import { ActionButton } from '../layout/ActionButton';
import { EmailLayout, Paragraph } from '../layout/EmailLayout';
import { summary } from '../layout/JobSummary';
import type { Letter } from '../letter';
import { actionAttribute } from '../plainText';
import { colour, fontSize, space } from '../theme';

type JobAlertEmail = EmailOf<'jobAlert'>;

export const jobAlertSubject = ({ alertName, digest, jobs }: JobAlertEmail, { t }: Letter) =>
  t(digest ? 'jobAlertMail.digestSubject' : 'jobAlertMail.subject', {
    alertName,
    count: jobs.length,
  });

/**
 * The new jobs a member's saved search matched, each with its company, place and salary when it
 * has them and a link to its page; then the way to the member's alerts and, on its own, the link
 * that stops this alert's mails.
 */
export function JobAlert({ email, letter }: { email: JobAlertEmail; letter: Letter }) {
  const { t } = letter;
  const { alertName, digest, jobs } = email;
  return (
    <EmailLayout
      letter={letter}
      subject={jobAlertSubject(email, letter)}
      preview={jobs.map((job) => job.title).join(' · ')}
      heading={t(digest ? 'jobAlertMail.digestHeading' : 'jobAlertMail.heading')}
      name={email.name}
      reason={t('jobAlertMail.reason')}
    >
      <Paragraph>{t('jobAlertMail.body', { alertName, count: jobs.length })}</Paragraph>
      {jobs.map((job) => (
        <AlertedJobSummary key={job.link} job={job} />
      ))}
      <ActionButton href={email.alertsLink} label={t('jobAlertMail.action')} letter={letter} />
      <Text style={unsubscribe}>
        {/* In the text part on a line of its own, as a reader copies it. */}
        <Link href={email.unsubscribeLink} style={unsubscribeLink} {...{ [actionAttribute]: true }}>
          {t('jobAlertMail.unsubscribe')}
        </Link>
      </Text>
    </EmailLayout>
  );
}

/** A job as a list row shows it: the title as its link, then company · place, then salary. */
function AlertedJobSummary({ job }: { job: AlertedJob }) {
  const facts = [job.company, job.location].filter(Boolean).join(' · ');
  return (
    <Text style={alertedSummary}>
      <Link href={job.link} style={title}>
        {job.title}
      </Link>
      {facts && (
        <>
          <br />
          {facts}
        </>
      )}
      {job.salary && (
        <>
          <br />
          {job.salary}
        </>
      )}
    </Text>
  );
}

/** One under another, closer than a single summary sits to what follows it. */
const alertedSummary = {
  ...summary,
  margin: `0 0 ${space.small}`,
  overflowWrap: 'anywhere' as const,
};

const title = {
  color: colour.action,
  fontSize: fontSize.standard,
  fontWeight: 600,
  textDecoration: 'underline',
};

const unsubscribe = { fontSize: fontSize.small, margin: `${space.large} 0 0` };

const unsubscribeLink = { color: colour.textMuted, textDecoration: 'underline' };
