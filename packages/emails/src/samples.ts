import type { Email, EmailOf } from './email';

/** The site the samples link to, as PUBLIC_URL would give it. */
export const sampleOrigin = 'https://jobs.example.com';

const token = 'q5G0vK3x8mJtY2c9WbN1rL7sH4dF6aZpE0uRiOkTyQw';

/** One email of each kind and state, with links as the server builds them: for stories and tests. */
export const samples = {
  verifyAddressWelcome: {
    kind: 'verifyAddress',
    name: 'Ayşe Yılmaz',
    verifyLink: `${sampleOrigin}/verify-email#token=${token}`,
    welcome: true,
  },
  verifyAddressResend: {
    kind: 'verifyAddress',
    name: 'Ayşe Yılmaz',
    verifyLink: `${sampleOrigin}/verify-email#token=${token}`,
    welcome: false,
  },
  passwordReset: {
    kind: 'passwordReset',
    name: 'Ayşe Yılmaz',
    resetLink: `${sampleOrigin}/reset-password#token=${token}`,
    forgotLink: `${sampleOrigin}/forgot-password`,
  },
  passwordChanged: {
    kind: 'passwordChanged',
    name: 'Ayşe Yılmaz',
    forgotLink: `${sampleOrigin}/forgot-password`,
  },
  accountDeletedNoPostings: accountDeleted(0),
  accountDeletedOnePosting: accountDeleted(1),
  accountDeletedManyPostings: accountDeleted(12),
} as const satisfies Record<string, Email>;

function accountDeleted(postings: number): EmailOf<'accountDeleted'> {
  return { kind: 'accountDeleted', name: 'Ayşe Yılmaz', postings, homeLink: `${sampleOrigin}/` };
}
