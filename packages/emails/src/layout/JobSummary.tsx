/** @jsxRuntime automatic */
import { Text } from '@react-email/text';
import type { Letter } from '../letter';
import { colour, fontSize, radius, space } from '../theme';

/**
 * What the applicant applied to, set apart from the card: the job's title, its company when the
 * poster gave one, and the application's status when the mail is about it. One paragraph, so the
 * text part keeps the lines together.
 */
export function JobSummary({
  jobTitle,
  company,
  status,
  letter: { t },
}: {
  jobTitle: string;
  company: string | null;
  /** The status's name in the recipient's language. */
  status?: string;
  letter: Letter;
}) {
  return (
    <Text style={summary}>
      <strong style={title}>{jobTitle}</strong>
      {company && (
        <>
          <br />
          {company}
        </>
      )}
      {status && (
        <>
          <br />
          {t('mail.jobStatus', { status })}
        </>
      )}
    </Text>
  );
}

/** The box a job is set apart in, from the card; alert mails list several. */
export const summary = {
  backgroundColor: colour.page,
  border: `1px solid ${colour.border}`,
  borderRadius: radius.medium,
  color: colour.textMuted,
  fontSize: fontSize.small,
  lineHeight: '1.5',
  margin: `0 0 ${space.large}`,
  padding: `${space.small} ${space.medium}`,
};

const title = { color: colour.text, fontSize: fontSize.standard, fontWeight: 600 };
