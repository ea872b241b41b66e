import type { AnswerValues } from '@job/contract';
import type { Stores } from './stores';

/** The parts of an unsent application kept in the tab. */
type ApplyDraftPart = 'note' | 'answers';

/**
 * The key of a member's unsent note to a posting, or of their answers to its questions (as JSON):
 * another member of the tab never sees them.
 */
const draftKey = (part: ApplyDraftPart, memberId: number, slug: string) =>
  `${part === 'note' ? 'applyNote' : 'applyAnswers'}:${memberId}:${slug}`;

/** Answers kept as JSON: a record of texts, or none when it is anything else. */
function answersOf(json: string): AnswerValues {
  try {
    const read: unknown = JSON.parse(json);
    if (typeof read !== 'object' || read === null || Array.isArray(read)) return {};
    return Object.fromEntries(
      Object.entries(read).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * A member's unsent application to a posting, its note and its answers, kept in the tab
 * (`sessionStorage`) as they are typed, so a reload or a look at another page brings them back;
 * nobody's while no one is signed in.
 */
export function applyDrafts({ session, tabStorage }: Pick<Stores, 'session' | 'tabStorage'>) {
  const keyOf = (part: ApplyDraftPart, slug: string) => {
    const member = session.state.auth;
    return member ? draftKey(part, member.id, slug) : undefined;
  };
  const read = (part: ApplyDraftPart, slug: string) => {
    const key = keyOf(part, slug);
    return (key && tabStorage?.getItem(key)) || '';
  };
  /** Keeps a part as it is typed; undefined forgets it. */
  function keep(part: ApplyDraftPart, slug: string, text: string | undefined): void {
    const key = keyOf(part, slug);
    if (!key || !tabStorage) return;
    try {
      if (text === undefined) tabStorage.removeItem(key);
      else tabStorage.setItem(key, text);
    } catch {
      // Storage full: the form is still on screen, only not kept past a reload.
    }
  }

  return {
    /** The note the member wrote to the posting and has not sent; '' for none. */
    note: (slug: string): string => read('note', slug),

    /** Keeps the note as it is typed; a blank one is forgotten. */
    keepNote(slug: string, note: string): void {
      keep('note', slug, note.trim() === '' ? undefined : note);
    },

    /** The member's unsent answers to the posting's questions. */
    answers: (slug: string): AnswerValues => answersOf(read('answers', slug) || '{}'),

    /** Keeps the answers as they are given; none forgets them. */
    keepAnswers(slug: string, answers: AnswerValues): void {
      keep(
        'answers',
        slug,
        Object.keys(answers).length === 0 ? undefined : JSON.stringify(answers),
      );
    },

    /** Forgets both, once the application is sent. */
    forget(slug: string): void {
      keep('note', slug, undefined);
      keep('answers', slug, undefined);
    },
  };
}
