import {
  companiesTag,
  companyTag,
  idRun,
  idsTag,
  jobTag,
  listTag,
  salaryTag,
  searchTag,
} from './keys';

/**
 * Where a write drops kept answers: the domain says what happened to the board (a `BoardEvent`,
 * announced through its transaction's change writer, cache/boardChanges.ts), and `tagsOf` alone
 * says which tags that drops, on this instance at once and on the others by the NOTIFY's payload.
 * No domain module names a tag.
 */

/** A job whose change is told: its id, its address, and the lists it is in or was in. */
export interface ListedJob {
  id: number;
  slug: string;
  workType: number;
  workplace: string | null;
}

/** What an edit may change of a job's place in the lists and the searches. */
export interface EditedFields {
  workType: number;
  workplace: string | null;
  title: string;
  /** The brief, the company and the city, which a search reads beside the title. */
  info: string;
  company: string | null;
  location: string | null;
  /** The salary's text, written from its figures or read into them: one changes with the other. */
  salary: string;
}

/**
 * What a write did to the board. A job entered or left the lists when it was `posted` (also into
 * the moderators' queue), `approved`, `restored` (by a moderator, or a suspension lifted),
 * `hidden` (by a moderator, or its poster's suspension), `expired`, `renewed`, `deleted`, or
 * `sentBackToQueue` (an edit of a published posting under pre-moderation).
 */
export type BoardEvent =
  | {
      kind:
        | 'posted'
        | 'approved'
        | 'restored'
        | 'hidden'
        | 'expired'
        | 'renewed'
        | 'deleted'
        | 'sentBackToQueue';
      job: ListedJob;
    }
  | { kind: 'edited'; before: ListedJob & EditedFields; after: EditedFields }
  | { kind: 'saved' | 'unsaved'; slug: string }
  /**
   * A company was created or changed (its details, its logo): its page, the directory, and the
   * jobs posted as it, which show its name and logo (`jobs`, their slugs); the searches when its
   * name changed, which its jobs are found by.
   */
  | { kind: 'companyChanged'; slug: string; jobs: readonly string[]; renamed: boolean }
  /** An edit moved a job between companies (or to or from none): their pages and the directory. */
  | { kind: 'companyJobsMoved'; companies: readonly string[] };

/** Tells the write under way what happened; its kept answers drop once it is over. */
export type Announce = (event: BoardEvent) => void;

/** The tags of the kept answers `event` changes: those a write that announced it drops. */
export function tagsOf(event: BoardEvent): string[] {
  switch (event.kind) {
    case 'edited':
      return contentChanged(event.before, event.after);
    case 'saved':
    case 'unsaved':
      // Only its save count changes, wherever it is shown; no list's members change.
      return [jobTag(event.slug)];
    case 'companyChanged':
      return [
        companyTag(event.slug),
        companiesTag,
        ...event.jobs.map(jobTag),
        ...(event.renamed ? [searchTag] : []),
      ];
    case 'companyJobsMoved':
      return [companiesTag, ...event.companies.map(companyTag)];
    default:
      return visibilityChanged(event.job);
  }
}

/** The lists a job of this type and workplace is in: its type's and the board's, each also by its workplace. */
function listsOf({ workType, workplace }: Pick<ListedJob, 'workType' | 'workplace'>): string[] {
  const workplaces: (string | undefined)[] =
    workplace === null ? [undefined] : [undefined, workplace];
  return [workType, undefined].flatMap((type) => workplaces.map((place) => listTag(type, place)));
}

/**
 * A job entered or left the lists: its detail, and every list it is or was in: their counts and
 * their pages shift, whatever the page (a new job moves every job of its lists one place down);
 * and its run of ids.
 */
function visibilityChanged(job: ListedJob): string[] {
  return [jobTag(job.slug), ...listsOf(job), idsTag(Math.floor((job.id - 1) / idRun))];
}

/**
 * A job was edited: its own answers change; the lists only when it moves between them (its type
 * or workplace), the searches when its words change, the salary floors' lists when its salary does.
 */
function contentChanged(before: ListedJob & EditedFields, after: EditedFields): string[] {
  const moved = before.workType !== after.workType || before.workplace !== after.workplace;
  const reworded = (['title', 'info', 'company', 'location'] as const).some(
    (field) => before[field] !== after[field],
  );
  return [
    jobTag(before.slug),
    ...(moved ? [...listsOf(before), ...listsOf(after)] : []),
    ...(reworded ? [searchTag] : []),
    ...(before.salary !== after.salary ? [salaryTag] : []),
  ];
}
