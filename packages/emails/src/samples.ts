import type { AnsweredStatus, Email, EmailOf, ModerationDecision } from './email';

/** The site the samples link to, as PUBLIC_URL would give it. */
export const sampleOrigin = 'https://jobs.example.com';

const token = 'q5G0vK3x8mJtY2c9WbN1rL7sH4dF6aZpE0uRiOkTyQw';

const jobTitle = 'Kıdemli Frontend Geliştirici';
const applicationsLink = `${sampleOrigin}/applications`;

const shortNote = 'Merhaba,\nilanınızı görünce hemen başvurmak istedim. CV’mi başvuruma ekledim.';

/**
 * A long note as the server hands it over: its first 300 characters, the last an ellipsis, with
 * the writer's line breaks.
 */
const longNoteExcerpt =
  'Merhaba,\n\n' +
  'Beş yıldır React ve TypeScript ile büyük ölçekli web uygulamaları geliştiriyorum. Son iki ' +
  'yılda bir e-ticaret ekibinde tasarım sistemimizi kurdum, erişilebilirlik denetimlerini ' +
  'yönettim ve sayfa yükleme süremizi yarı yarıya indirdik.\n\n' +
  'İlanınızda sözü edilen sunucu tarafı işleme ve perform…';

/** Jobs as an alert mails them: with company, place and salary; with none; remote. */
const alertedJobs = {
  full: {
    title: jobTitle,
    company: 'Anadolu Yazılım',
    location: 'İstanbul',
    salary: '90.000 - 120.000 TL',
    link: `${sampleOrigin}/detail/kidemli-frontend-gelistirici`,
  },
  bare: {
    title: 'React Native Geliştirici',
    company: null,
    location: null,
    salary: '',
    link: `${sampleOrigin}/detail/react-native-gelistirici`,
  },
  remote: {
    title: 'Serbest React Danışmanı (uzaktan, proje bazlı, uzun soluklu iş birliği)',
    company: 'Ege Dijital',
    location: 'İzmir',
    salary: 'Saatlik 1.500 TL',
    link: `${sampleOrigin}/detail/serbest-react-danismani`,
  },
} as const;

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
  applicationReceivedFirst: applicationReceived(1, shortNote),
  applicationReceivedMany: applicationReceived(12, shortNote),
  applicationReceivedLongNote: applicationReceived(4, longNoteExcerpt),
  applicationReceivedNoNote: applicationReceived(2, ''),
  applicationSent: {
    kind: 'applicationSent',
    name: 'Mehmet Demir',
    jobTitle,
    company: 'Anadolu Yazılım',
    applicationsLink,
  },
  applicationSentNoCompany: {
    kind: 'applicationSent',
    name: 'Mehmet Demir',
    jobTitle,
    company: null,
    applicationsLink,
  },
  applicationReviewed: applicationStatusChanged('reviewed'),
  applicationInterview: applicationStatusChanged('interview'),
  applicationOffer: applicationStatusChanged('offer'),
  applicationHired: applicationStatusChanged('hired'),
  applicationRejected: applicationStatusChanged('rejected'),
  applicationRejectedWithMessage: {
    ...applicationStatusChanged('rejected'),
    message:
      'Başvurunuz ve ayırdığınız zaman için teşekkür ederiz. Bu pozisyon için daha fazla React Native deneyimi olan bir adayla ilerlemeye karar verdik.\n\nYeni ilanlarımızı takip etmenizi ve ileride yeniden başvurmanızı dileriz.',
  },
  applicationWithdrawn: {
    kind: 'applicationWithdrawn',
    name: 'Ayşe Yılmaz',
    jobTitle: 'Kıdemli Frontend Geliştirici (React, TypeScript, tasarım sistemleri)',
    applicantName: 'Zeynep Çelik',
    applicantsLink: `${sampleOrigin}/my-jobs/kidemli-frontend-gelistirici-react-typescript/applications`,
  },
  moderationHidden: moderationDecision('hidden'),
  moderationRestored: moderationDecision('restored'),
  moderationApproved: moderationDecision('approved'),
  moderationSuspended: {
    kind: 'moderationDecision',
    name: 'Ayşe Yılmaz',
    decision: 'suspended',
    jobTitle: null,
    reason: 'Başvuru karşılığında ücret isteyen ilanlar',
    replyInvited: true,
    link: `${sampleOrigin}/`,
  },
  moderationSuspendedNoReply: {
    kind: 'moderationDecision',
    name: 'Ayşe Yılmaz',
    decision: 'suspended',
    jobTitle: null,
    reason: 'Başvuru karşılığında ücret isteyen ilanlar',
    replyInvited: false,
    link: `${sampleOrigin}/`,
  },
  moderationUnsuspended: {
    kind: 'moderationDecision',
    name: 'Ayşe Yılmaz',
    decision: 'unsuspended',
    jobTitle: null,
    reason: 'Yanlışlıkla askıya alınmıştı',
    replyInvited: false,
    link: `${sampleOrigin}/login`,
  },
  moderationUnsuspendedNoReason: {
    kind: 'moderationDecision',
    name: 'Ayşe Yılmaz',
    decision: 'unsuspended',
    jobTitle: null,
    reason: null,
    replyInvited: false,
    link: `${sampleOrigin}/login`,
  },
  jobAlertOne: jobAlert(false, [alertedJobs.full]),
  jobAlertMany: jobAlert(false, [alertedJobs.full, alertedJobs.bare, alertedJobs.remote]),
  jobAlertDigest: jobAlert(true, [alertedJobs.remote, alertedJobs.full]),
} as const satisfies Record<string, Email>;

function jobAlert(digest: boolean, jobs: EmailOf<'jobAlert'>['jobs']): EmailOf<'jobAlert'> {
  return {
    kind: 'jobAlert',
    name: 'Mehmet Demir',
    // A name the member gave it (the criteria in words would be `"react", Serbest, Uzaktan`).
    alertName: 'Uzaktan React işleri',
    digest,
    jobs,
    alertsLink: `${sampleOrigin}/profile/alerts`,
    unsubscribeLink: `${sampleOrigin}/api/alerts/unsubscribe/${token}`,
  };
}

function accountDeleted(postings: number): EmailOf<'accountDeleted'> {
  return { kind: 'accountDeleted', name: 'Ayşe Yılmaz', postings, homeLink: `${sampleOrigin}/` };
}

function applicationReceived(applicants: number, note: string): EmailOf<'applicationReceived'> {
  return {
    kind: 'applicationReceived',
    name: 'Ayşe Yılmaz',
    jobTitle,
    applicantName: 'Mehmet Demir',
    note,
    applicants,
    applicantsLink: `${sampleOrigin}/my-jobs/kidemli-frontend-gelistirici/applications`,
  };
}

function applicationStatusChanged(status: AnsweredStatus): EmailOf<'applicationStatusChanged'> {
  return {
    kind: 'applicationStatusChanged',
    name: 'Mehmet Demir',
    jobTitle,
    company: 'Anadolu Yazılım',
    status,
    applicationsLink,
  };
}

function moderationDecision(
  decision: ModerationDecision,
): EmailOf<'moderationDecision'> & { reason: string } {
  return {
    kind: 'moderationDecision',
    name: 'Ayşe Yılmaz',
    decision,
    jobTitle,
    reason: 'İlan metni başvuru için ücret istiyor',
    replyInvited: false,
    link: `${sampleOrigin}/profile/postings`,
  };
}
