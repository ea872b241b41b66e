import type { Texts } from '@job/texts';
import { catalogueSources } from '@job/texts/catalogues';

/**
 * The ids whose message in the default differs from the Turkish one (the spec's English header
 * and forms). The default's other texts are Turkish, and so are its plurals, numbers and dates.
 */
const ownToTheDefault: ReadonlySet<string> = new Set(
  Object.entries(catalogueSources.default).flatMap(([namespace, messages]) =>
    Object.entries(messages)
      .filter(
        ([id, text]) =>
          text !== catalogueSources.tr[namespace as keyof typeof catalogueSources.tr][id],
      )
      .map(([id]) => id),
  ),
);

/** What the story running now read of its texts through `recorded`, since `forgetTextsRead`. */
const read = { ids: new Set<string>(), beyondMessages: false };

const recorders = new WeakMap<Texts, Texts>();

/**
 * `texts`, noting each message read, and any read of the locale (which could tell the default
 * from Turkish without a message). One per `texts`, so a provider's value stays
 * the same from render to render.
 */
export function recorded(texts: Texts): Texts {
  let recorder = recorders.get(texts);
  if (!recorder) {
    recorder = {
      get locale() {
        read.beyondMessages = true;
        return texts.locale;
      },
      language: texts.language,
      formats: texts.formats,
      t: (id, values) => {
        read.ids.add(id);
        return texts.t(id, values);
      },
    };
    recorders.set(texts, recorder);
  }
  return recorder;
}

/** Starts a story's record afresh (the screenshot hook, before each story). */
export function forgetTextsRead(): void {
  read.ids.clear();
  read.beyondMessages = false;
}

/**
 * Whether what was read since `forgetTextsRead` can look different in the default than in
 * Turkish: a message of the default's own, the locale, or Lingui itself.
 */
export function readTheDefaultsOwn(): boolean {
  return read.beyondMessages || [...read.ids].some((id) => ownToTheDefault.has(id));
}
