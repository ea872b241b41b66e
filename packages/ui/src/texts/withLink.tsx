import type { MessageId, Translate } from '@job/texts';
import type { ReactNode } from 'react';

// Stands for the link while the message is formatted; no message holds it.
const linkMark = '\uE000';

/**
 * Message `id` with a link where the language puts its `{argument}`: 'Sign in to see…' in
 * English, '…görmek için giriş yapın' in Turkish.
 */
export function withLink(
  t: Translate,
  id: MessageId,
  argument: string,
  link: ReactNode,
): ReactNode {
  const [before, after] = t(id, { [argument]: linkMark }).split(linkMark);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}
