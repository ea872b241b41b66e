import type { Texts } from '@job/texts';
import { createContext, type ReactNode, useContext } from 'react';

const TextsContext = createContext<Texts | null>(null);

export interface TextsProviderProps {
  /** The reader's words and formats: the app's for its visitor, a story's for its language. */
  texts: Texts;
  children: ReactNode;
}

/** Gives every component below its texts; components never hold words of their own. */
export function TextsProvider({ texts, children }: TextsProviderProps) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/** The texts of the nearest TextsProvider: `t('header.signIn')`, `formats.number(24)`. */
export function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('A component read its texts outside a TextsProvider.');
  return texts;
}
