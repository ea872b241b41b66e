// Everything the board holds about one member, gathered for them to take away (KVKK, the GDPR).
import type {
  Alert,
  Job,
  MyApplication,
  MyCompany,
  PosterQuestion,
  RejectionTemplate,
  SeekerProfile,
  StoredCv,
  User,
} from '@job/contract';
import type { Texts } from '@job/texts';
import { desc, eq, inArray } from 'drizzle-orm';
import { toAlert } from '../alerts/routes';
import { createAlertService } from '../alerts/service';
import { applicantsView } from '../applications/reads';
import { createRejectionTemplateService } from '../applications/templates';
import { toUser } from '../auth/service';
import { createCompanyReads } from '../companies/reads';
import type { Database } from '../db/connect';
import { applicationCvs, applications, jobs, reports, type UserRow } from '../db/schema';
import type { JobService } from '../jobs/service';
import { createSeekerService, toStoredCv } from '../seeker/service';

/** A member's report of a posting, as the export tells it. */
interface MadeReport {
  job: { slug: string; title: string };
  reason: string;
  note: string | null;
  created_at: string;
}

/** The export's `data.json`. */
export interface MemberData {
  exported_at: string;
  account: User;
  /**
   * Their applications, each with the path of its CV in the zip (null once it was deleted), and
   * the poster's message with a rejection.
   */
  applications: (MyApplication & { cv_file: string | null })[];
  alerts: Alert[];
  /** Their seeker profile, each stored CV with its path in the zip. */
  seeker_profile: Omit<SeekerProfile, 'cvs'> & { cvs: (StoredCv & { file: string })[] };
  saved_jobs: Job[];
  /** Their postings, each with its screening questions as they set them (what disqualifies too). */
  postings: (Omit<Job, 'screening_questions'> & { screening_questions: PosterQuestion[] })[];
  /** The messages they keep as a poster for the applicants they turn down. */
  rejection_templates: RejectionTemplate[];
  reports: MadeReport[];
  /** The companies they belong to, with their role in each. */
  companies: MyCompany[];
}

/** A file of the zip beside `data.json`. */
export interface MemberFile {
  path: string;
  data: Uint8Array;
}

/** A CV's place in the zip: its application's id keeps two CVs of one name apart. */
const cvPath = (applicationId: number, name: string) => `cvs/${applicationId}-${name}`;

/** A stored CV's place in the zip, kept apart by its own id likewise. */
const storedCvPath = (cvId: number, name: string) => `profile-cvs/${cvId}-${name}`;

/**
 * The member's data and files, read from `db`. Only what is theirs: their applications without
 * the poster's notes and rating, and none of the applications to their own postings, which are
 * their applicants'.
 */
export async function gatherMemberData(
  db: Database,
  jobService: Pick<JobService, 'savedBy' | 'postedBy'>,
  member: UserRow,
  texts: Pick<Texts, 't' | 'formats'>,
): Promise<{ data: MemberData; files: MemberFile[] }> {
  const seeker = createSeekerService(db);
  const [
    mine,
    alertRows,
    savedJobs,
    postings,
    questions,
    madeReports,
    profile,
    storedCvs,
    templates,
    companies,
  ] = await Promise.all([
    applicantsView(db, eq(applications.applicantId, member.id)),
    createAlertService(db).mine(member.id),
    jobService.savedBy(member.id),
    jobService.postedBy(member.id),
    db
      .select({ slug: jobs.slug, questions: jobs.screeningQuestions })
      .from(jobs)
      .where(eq(jobs.userId, member.id)),
    db
      .select({
        slug: jobs.slug,
        title: jobs.title,
        reason: reports.reason,
        note: reports.note,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .innerJoin(jobs, eq(jobs.id, reports.jobId))
      .where(eq(reports.reporterId, member.id))
      .orderBy(desc(reports.id)),
    seeker.profile(member.id),
    seeker.cvFiles(member.id),
    createRejectionTemplateService(db).mine(member.id),
    createCompanyReads(db).ofMember(member.id),
  ]);
  const withCv = mine.filter((application) => application.cv !== null).map(({ id }) => id);
  const cvs =
    withCv.length === 0
      ? []
      : await db
          .select({
            applicationId: applicationCvs.applicationId,
            name: applicationCvs.name,
            data: applicationCvs.data,
          })
          .from(applicationCvs)
          .where(inArray(applicationCvs.applicationId, withCv));
  const cvFiles = new Map(cvs.map((cv) => [cv.applicationId, cv]));
  const postersQuestions = new Map(questions.map((posting) => [posting.slug, posting.questions]));
  return {
    data: {
      exported_at: new Date().toISOString(),
      account: toUser(member),
      applications: mine.map((application) => {
        const cv = cvFiles.get(application.id);
        return { ...application, cv_file: cv ? cvPath(cv.applicationId, cv.name) : null };
      }),
      alerts: alertRows.map((row) => toAlert(row, texts)),
      seeker_profile: {
        ...profile,
        cvs: storedCvs.map((cv) => ({ ...toStoredCv(cv), file: storedCvPath(cv.id, cv.name) })),
      },
      saved_jobs: savedJobs,
      postings: postings.map((posting) => ({
        ...posting,
        screening_questions: postersQuestions.get(posting.slug) ?? [],
      })),
      rejection_templates: templates,
      reports: madeReports.map(({ slug, title, reason, note, createdAt }) => ({
        job: { slug, title },
        reason,
        note,
        created_at: createdAt.toISOString(),
      })),
      companies,
    },
    files: [
      ...cvs.map(({ applicationId, name, data }) => ({ path: cvPath(applicationId, name), data })),
      ...storedCvs.map(({ id, name, data }) => ({ path: storedCvPath(id, name), data })),
    ],
  };
}
