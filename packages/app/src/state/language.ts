import {
  addMessages,
  createTexts,
  type Language,
  type Locale,
  type MessageId,
  type Messages,
  type MessageValues,
  type Namespace,
  namespaces,
  type Texts,
} from '@job/texts';
import { proxy, ref } from 'valtio';

/** Downloads a locale's messages of some namespaces (the browser's catalogue chunks). */
export type LoadMessages = (locale: Locale, from: readonly Namespace[]) => Promise<Messages>;

export interface LanguageStart {
  /** The words the first render reads. */
  texts: Texts;
  /** The namespaces `texts` holds; all of them when absent (a server render's). */
  loaded?: readonly Namespace[];
  /** Fetches other namespaces' messages; absent on the server, whose texts hold them all. */
  load?: LoadMessages;
  /** Keeps a choice beyond this page: the cookie and the document's `lang`, in the browser. */
  remember?: (language: Language) => void;
}

/**
 * The reader's language: the texts every component reads through ui's TextsProvider, the
 * namespaces downloaded so far, and the choice of another language.
 */
export function createLanguage({ texts, loaded = namespaces, load, remember }: LanguageStart) {
  // `ref`: the texts are replaced whole on a change, never proxied or mutated in place.
  const state = proxy({ texts: ref(texts) });
  let downloads = new Map<Namespace, Promise<void>>(
    loaded.map((namespace) => [namespace, Promise.resolve()]),
  );
  const ready = new Set<Namespace>(loaded);

  return {
    state,

    /** A message in the current language, for the stores' own words (toasts, failures). */
    t(id: MessageId, values?: MessageValues): string {
      return state.texts.t(id, values);
    },

    /**
     * Undefined once `from` are all here; otherwise the download that brings them, the same one
     * for every caller, for a page to wait on (`use`) before it renders their words.
     */
    ensure(from: readonly Namespace[]): Promise<void> | undefined {
      const missing = from.filter((namespace) => !ready.has(namespace));
      if (missing.length === 0) return undefined;
      if (!load) throw new Error(`No way to load the ${missing.join(', ')} texts here.`);
      const texts = state.texts;
      const pending = missing.map((namespace) => {
        let download = downloads.get(namespace);
        if (!download) {
          download = load(texts.locale, [namespace]).then((messages) => {
            addMessages(texts, messages);
            if (state.texts === texts) ready.add(namespace);
          });
          downloads.set(namespace, download);
        }
        return download;
      });
      return Promise.all(pending).then(() => undefined);
    },

    /**
     * Switches every text to `language` in place (no page load: a half-filled form stays), with
     * the namespaces the page already has, and keeps the choice.
     */
    async choose(language: Language): Promise<void> {
      if (state.texts.locale === language) return;
      if (!load) throw new Error('The language is chosen in the browser only.');
      const have = [...ready];
      const texts = createTexts(language, await load(language, have));
      ready.clear();
      for (const namespace of have) ready.add(namespace);
      downloads = new Map(have.map((namespace) => [namespace, Promise.resolve()]));
      state.texts = ref(texts);
      remember?.(language);
    },
  };
}

export type LanguageStore = ReturnType<typeof createLanguage>;
