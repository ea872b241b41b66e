/**
 * Sample applications for the stories of both sides: what a member sent ('Başvurularım') and what
 * a poster received (the applicants page). Dates are told from `now` in fixtures.ts.
 */
import {
  type Application,
  type ApplicationNote,
  type ApplicationStage,
  type ApplicationStatus,
  applicationStatuses,
  type CvFile,
  type MyApplication,
} from '@job/contract';
import type { Translate } from '@job/texts';
import { within } from 'storybook/test';
import { backendJob, expiredJob, frontendJob, goJob, iosJob } from './fixtures';

export const cv: CvFile = { name: 'Ayse_Yilmaz_CV.pdf', size: 245_760 };

export const shortNote = 'Merhaba, ilanınızla ilgileniyorum. Özgeçmişimi ekte bulabilirsiniz.';

/** A note of several paragraphs, longer than a list shows at first. */
export const longNote = [
  'Merhaba,',
  'Altı yıldır mobil uygulama geliştiriyorum; son üç yılımı SwiftUI ile bir ödeme uygulamasının ekibinde geçirdim. Uygulamanın erişilebilirliğini baştan ele aldık, ekran okuyucularla düzenli testler yaptık.',
  'İlanınızda anlattığınız ekip yapısı ve ürün bana çok uygun görünüyor. Hibrit çalışma düzeni de benim için ideal.',
  'Görüşme için her zaman uygunum. Teşekkürler,\nAyşe',
].join('\n\n');

/** Braid's stress case: an unbroken Turkish word longer than any line. */
export const unbrokenNote =
  'Çekoslovakyalılaştıramadıklarımızdanmışsınızcasınaçalışkanlığınızıgösterdiğinizilanınızabaşvuruyorum'.repeat(
    2,
  );

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The stages an application went through to reach `status` at `at`, a day apart, as the API
 * answers them: a rejection after a review, an offer after a review and an interview.
 */
function stagesTo(status: ApplicationStatus, at: string | null): ApplicationStage[] {
  if (status === 'new' || at === null) return [];
  const forward = ['reviewed', 'interview', 'offer', 'hired'] as const;
  const before =
    status === 'rejected' ? ['reviewed' as const] : forward.slice(0, forward.indexOf(status));
  const path = [...before, status];
  return path.map((stage, index) => ({
    status: stage,
    at: new Date(Date.parse(at) - (path.length - 1 - index) * dayMs).toISOString(),
  }));
}

/** The stages of `application` unless a story gives its own: those its status implies. */
function withStages<Shown extends Omit<MyApplication | Application, 'stages'>>(
  application: Shown,
  stages: readonly ApplicationStage[] | undefined,
): Shown & { stages: readonly ApplicationStage[] } {
  return {
    ...application,
    stages: stages ?? stagesTo(application.status, application.status_changed_at),
  };
}

/** An application as its applicant sees it, to a live posting; pass what a story is about. */
export function makeMyApplication({
  stages,
  ...overrides
}: Partial<MyApplication> = {}): MyApplication {
  return withStages(
    {
      id: 1,
      status: 'new',
      note: shortNote,
      created_at: '2026-11-23T07:45:00.000Z',
      status_changed_at: null,
      withdrawn_at: null,
      posting: {
        title: iosJob.title,
        company: iosJob.company,
        location: iosJob.location,
        slug: iosJob.slug,
        state: 'live',
      },
      cv,
      answers: [],
      rejection_message: null,
      ...overrides,
    },
    stages,
  );
}

/** One application of each status, newest first, as `myApplications` answers. */
export const myApplications: MyApplication[] = [
  makeMyApplication({ id: 4 }),
  makeMyApplication({
    id: 3,
    status: 'reviewed',
    created_at: '2026-11-19T10:00:00.000Z',
    status_changed_at: '2026-11-21T14:00:00.000Z',
    posting: {
      title: frontendJob.title,
      company: frontendJob.company,
      location: frontendJob.location,
      slug: frontendJob.slug,
      state: 'live',
    },
  }),
  makeMyApplication({
    id: 2,
    status: 'interview',
    note: longNote,
    created_at: '2026-11-10T08:00:00.000Z',
    status_changed_at: '2026-11-20T11:30:00.000Z',
    posting: {
      title: backendJob.title,
      company: null,
      location: null,
      slug: backendJob.slug,
      state: 'live',
    },
    cv: { name: 'ozgecmis-2026-son-hali.pdf', size: 1_300_000 },
  }),
  makeMyApplication({
    id: 1,
    status: 'rejected',
    created_at: '2026-11-07T09:00:00.000Z',
    status_changed_at: '2026-11-18T09:00:00.000Z',
    posting: {
      title: expiredJob.title,
      company: expiredJob.company,
      location: expiredJob.location,
      slug: expiredJob.slug,
      state: 'expired',
    },
  }),
];

/** An application to a posting its poster deleted: no link, no CV (its CVs went with it). */
export const removedApplication = makeMyApplication({
  id: 5,
  created_at: '2026-10-30T09:00:00.000Z',
  posting: {
    title: goJob.title,
    company: 'Boğaziçi Yazılım',
    location: 'İstanbul',
    slug: null,
    state: 'removed',
  },
  cv: null,
});

/**
 * An application its applicant withdrew after an interview was offered: grey, its CV gone, the
 * stages and the note still there.
 */
export const withdrawnApplication = makeMyApplication({
  id: 6,
  status: 'interview',
  created_at: '2026-11-14T09:00:00.000Z',
  status_changed_at: '2026-11-19T13:00:00.000Z',
  withdrawn_at: '2026-11-22T08:15:00.000Z',
  posting: {
    title: frontendJob.title,
    company: frontendJob.company,
    location: frontendJob.location,
    slug: frontendJob.slug,
    state: 'live',
  },
  cv: null,
});

/** An application to a posting past its end: still linked, its CV still there. */
export const expiredApplication = myApplications[3] as MyApplication;

/** Twelve people who applied, for the longest list a story shows. */
const applicants = [
  ['Mehmet Demir', 'mehmet.demir@example.com'],
  ['Zeynep Kaya', 'zeynep.kaya@example.com'],
  ['Can Öztürk', 'can.ozturk@example.com'],
  ['Elif Şahin', 'elif.sahin@example.com'],
  ['Burak Yıldız', 'burak.yildiz@example.com'],
  ['Selin Arslan', 'selin.arslan@example.com'],
  ['Emre Çelik', 'emre.celik@example.com'],
  ['Deniz Aydın', 'deniz.aydin@example.com'],
  ['İrem Koç', 'irem.koc@example.com'],
  ['Oğuz Kılıç', 'oguz.kilic@example.com'],
  ['Ayşegül Ünal', 'aysegul.unal@example.com'],
  ['Kerem Doğan', 'kerem.dogan@example.com'],
] as const;

/** An application as the posting's owner sees it; pass what a story is about. */
export function makeApplication({ stages, ...overrides }: Partial<Application> = {}): Application {
  return withStages(
    {
      id: 1,
      status: 'new',
      note: shortNote,
      created_at: '2026-11-23T07:45:00.000Z',
      status_changed_at: null,
      withdrawn_at: null,
      rating: null,
      notes: [],
      applicant: { name: 'Mehmet Demir', email: 'mehmet.demir@example.com', language: 'tr' },
      cv: { name: 'Mehmet_Demir_CV.pdf', size: 182_000 },
      answers: [],
      disqualified: false,
      rejection_message: null,
      ...overrides,
    },
    stages,
  );
}

/** Days before `now`, as ISO text: the applications arrived over two weeks. */
function daysAgo(days: number, hour = 9): string {
  return new Date(Date.UTC(2026, 10, 23 - days, hour - 3)).toISOString();
}

/** The applications to one posting, newest first, their statuses mixed as a poster's would be. */
export function manyApplications(count = applicants.length): Application[] {
  return applicants.slice(0, count).map(([name, email], index) => {
    const status = mixedStatus(index);
    return makeApplication({
      id: count - index,
      status,
      note: index % 6 === 1 ? longNote : shortNote,
      created_at: daysAgo(index),
      status_changed_at: status === 'new' ? null : daysAgo(Math.max(0, index - 2), 15),
      // Every fourth reads the board in English, so a rejection offers its English text.
      applicant: { name, email, language: index % 4 === 3 ? 'en' : 'tr' },
      cv: { name: `${name.replaceAll(' ', '_')}_CV.pdf`, size: 120_000 + index * 97_000 },
    });
  });
}

/** The newest three unanswered, the older ones through every status. */
function mixedStatus(index: number): ApplicationStatus {
  return index < 3 ? 'new' : (applicationStatuses[index % applicationStatuses.length] ?? 'new');
}

/** Twelve postings a member applied to, with their companies and cities. */
const appliedTo = [
  [iosJob.title, 'Kuzey Mobil', 'İstanbul'],
  ['Veri Mühendisi', 'Anadolu Veri', 'Ankara'],
  [frontendJob.title, 'Ege Dijital', 'İzmir'],
  ['React Native Developer', 'Marmara Teknoloji', 'Bursa'],
  [backendJob.title, null, null],
  ['DevOps Mühendisi', 'Bulut Yazılım', 'Uzaktan'],
  [expiredJob.title, 'Kuzey Mobil', 'Ankara'],
  ['QA Uzmanı', 'Karadeniz Yazılım', 'Trabzon'],
  [goJob.title, null, 'Eskişehir'],
  ['Ürün Tasarımcısı', 'Akdeniz Dijital', 'Antalya'],
  ['Siber Güvenlik Uzmanı', 'Kale Güvenlik', 'İstanbul'],
  ['Veri Analisti', 'Trakya Analitik', 'Edirne'],
] as const;

/** The member's applications, newest first, of mixed statuses, one to an expired posting. */
export function manyMyApplications(count = appliedTo.length): MyApplication[] {
  return appliedTo.slice(0, count).map(([title, company, location], index) => {
    const status = mixedStatus(index);
    return makeMyApplication({
      id: count - index,
      status,
      note: index % 4 === 2 ? longNote : shortNote,
      created_at: daysAgo(index * 2),
      status_changed_at: status === 'new' ? null : daysAgo(index),
      posting: {
        title,
        company,
        location,
        slug: title.toLowerCase().replaceAll(' ', '-'),
        state: title === expiredJob.title ? 'expired' : 'live',
      },
    });
  });
}

/** One application of each status to one posting, newest first, as `jobApplications` answers. */
export const receivedApplications: Application[] = [
  makeApplication({ id: 4 }),
  makeApplication({
    id: 3,
    status: 'reviewed',
    note: longNote,
    created_at: '2026-11-21T16:20:00.000Z',
    status_changed_at: '2026-11-22T09:10:00.000Z',
    applicant: { name: 'Zeynep Kaya', email: 'zeynep.kaya@example.com', language: 'tr' },
    cv: { name: 'Zeynep Kaya - Özgeçmiş.pdf', size: 1_300_000 },
  }),
  makeApplication({
    id: 2,
    status: 'interview',
    created_at: '2026-11-18T12:00:00.000Z',
    status_changed_at: '2026-11-20T10:00:00.000Z',
    // Reads the board in English: a rejection writes to him in English.
    applicant: { name: 'Can Öztürk', email: 'can.ozturk@example.com', language: 'en' },
    cv: { name: 'can-ozturk-cv.pdf', size: 310_000 },
  }),
  makeApplication({
    id: 1,
    status: 'rejected',
    note: 'Merhaba,\n\nİlanınız için başvuruyorum.\nTeşekkürler.',
    created_at: '2026-11-12T08:30:00.000Z',
    status_changed_at: '2026-11-16T17:45:00.000Z',
    applicant: { name: 'Elif Şahin', email: 'elif.sahin@example.com', language: 'tr' },
    cv: { name: 'ElifSahin_CV_2026.pdf', size: 96_000 },
  }),
];

/** An applicant who withdrew after a review: no status to set, no CV, a notice saying why. */
export const withdrawnReceivedApplication = makeApplication({
  id: 5,
  status: 'reviewed',
  created_at: '2026-11-15T10:00:00.000Z',
  status_changed_at: '2026-11-17T11:00:00.000Z',
  withdrawn_at: '2026-11-21T19:40:00.000Z',
  applicant: { name: 'Burak Yıldız', email: 'burak.yildiz@example.com', language: null },
  cv: null,
});

/** The poster's notes on an applicant, by them and by a colleague whose account has gone. */
export const reviewNotes: ApplicationNote[] = [
  {
    id: 1,
    body: 'Güçlü bir portfolyo; SwiftUI deneyimi tam aradığımız gibi.',
    created_at: '2026-11-20T10:30:00.000Z',
    edited_at: null,
    author: { name: 'Ayşe Yılmaz' },
  },
  {
    id: 2,
    body: 'Telefonda kısa konuştuk.\nMaaş beklentisi bütçemizin biraz üstünde; teknik görüşmede netleşir.',
    created_at: '2026-11-22T15:05:00.000Z',
    // Rewritten after the interview was planned: the note says it was edited.
    edited_at: '2026-11-23T09:40:00.000Z',
    author: null,
  },
];

/**
 * The accessible name of a CV's button: its word, then whose CV it is, read after a pause
 * ('CV’yi indir: Ayşe Yılmaz'); 'İndiriliyor…' while `downloading`.
 */
export function cvButton(t: Translate, owner: string, downloading = false): RegExp {
  const word = t(downloading ? 'cvDownload.downloading' : 'cvDownload.download');
  return new RegExp(`^${escapeRegExp(word)}\\W+${escapeRegExp(owner)}$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The entry of an application in a story's canvas, by its heading: the applicant or the posting. */
export function entryOf(canvas: Pick<ReturnType<typeof within>, 'getByRole'>, name: string) {
  return within(canvas.getByRole('article', { name }));
}
