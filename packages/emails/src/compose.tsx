/** @jsxRuntime automatic */
import type { ReactElement } from 'react';
import { AccountDeleted, accountDeletedSubject } from './AccountDeleted/AccountDeleted';
import {
  ApplicationReceived,
  applicationReceivedSubject,
} from './ApplicationReceived/ApplicationReceived';
import { ApplicationSent, applicationSentSubject } from './ApplicationSent/ApplicationSent';
import {
  ApplicationStatusChanged,
  applicationStatusChangedSubject,
} from './ApplicationStatusChanged/ApplicationStatusChanged';
import {
  ApplicationWithdrawn,
  applicationWithdrawnSubject,
} from './ApplicationWithdrawn/ApplicationWithdrawn';
import type { Email } from './email';
import { JobAlert, jobAlertSubject } from './JobAlert/JobAlert';
import type { Letter } from './letter';
import {
  ModerationDecision,
  moderationDecisionSubject,
} from './ModerationDecision/ModerationDecision';
import { PasswordChanged, passwordChangedSubject } from './PasswordChanged/PasswordChanged';
import { PasswordReset, passwordResetSubject } from './PasswordReset/PasswordReset';
import { VerifyAddress, verifyAddressSubject } from './VerifyAddress/VerifyAddress';

/** An email's subject line and its component, by kind. */
export function compose(email: Email, letter: Letter): { subject: string; body: ReactElement } {
  switch (email.kind) {
    case 'verifyAddress':
      return {
        subject: verifyAddressSubject(email, letter),
        body: <VerifyAddress email={email} letter={letter} />,
      };
    case 'passwordReset':
      return {
        subject: passwordResetSubject(email, letter),
        body: <PasswordReset email={email} letter={letter} />,
      };
    case 'passwordChanged':
      return {
        subject: passwordChangedSubject(email, letter),
        body: <PasswordChanged email={email} letter={letter} />,
      };
    case 'accountDeleted':
      return {
        subject: accountDeletedSubject(email, letter),
        body: <AccountDeleted email={email} letter={letter} />,
      };
    case 'applicationReceived':
      return {
        subject: applicationReceivedSubject(email, letter),
        body: <ApplicationReceived email={email} letter={letter} />,
      };
    case 'applicationSent':
      return {
        subject: applicationSentSubject(email, letter),
        body: <ApplicationSent email={email} letter={letter} />,
      };
    case 'applicationStatusChanged':
      return {
        subject: applicationStatusChangedSubject(email, letter),
        body: <ApplicationStatusChanged email={email} letter={letter} />,
      };
    case 'applicationWithdrawn':
      return {
        subject: applicationWithdrawnSubject(email, letter),
        body: <ApplicationWithdrawn email={email} letter={letter} />,
      };
    case 'moderationDecision':
      return {
        subject: moderationDecisionSubject(email, letter),
        body: <ModerationDecision email={email} letter={letter} />,
      };
    case 'jobAlert':
      return {
        subject: jobAlertSubject(email, letter),
        body: <JobAlert email={email} letter={letter} />,
      };
  }
}
