/** @jsxRuntime automatic */
import { Fragment } from 'react';
import { colour, fontSize, radius, space } from '../theme';

/**
 * Someone's words as they wrote them (an applicant's note, a poster's message): text (React
 * escapes it), its line breaks as `<br>`, which every client keeps (not all honour
 * `white-space`), and in the text part a `> ` quote.
 */
export function Quote({ text }: { text: string }) {
  const lines = text.trim().split(/\r\n|\r|\n/);
  return (
    <blockquote style={quote}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the text's lines never move; their place is their identity.
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </blockquote>
  );
}

const quote = {
  backgroundColor: colour.page,
  borderLeft: `3px solid ${colour.action}`,
  borderRadius: `0 ${radius.medium} ${radius.medium} 0`,
  color: colour.text,
  fontSize: fontSize.standard,
  lineHeight: '1.5',
  margin: `0 0 ${space.medium}`,
  padding: `${space.small} ${space.medium}`,
  overflowWrap: 'anywhere' as const,
};
