import { Canvas } from '@storybook/addon-docs/blocks';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { tokens } from '../styles/tokens';

/** A story export of a CSF file, as `<Canvas of>` takes it. */
type StoryExport = ComponentProps<typeof Canvas>['of'];

export interface GuidanceExample {
  /** The real story that shows it: the example is that story, rendered, never a picture of it. */
  of: StoryExport;
  /** Why it is right, or what goes wrong. */
  children: ReactNode;
}

const verdictColours = {
  do: tokens.colour.foreground.positive,
  dont: tokens.colour.foreground.critical,
} as const;

const columns: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: tokens.space.large,
  alignItems: 'start',
};

function Example({ verdict, example }: { verdict: 'do' | 'dont'; example: GuidanceExample }) {
  const colour = verdictColours[verdict];
  return (
    <figure style={{ margin: 0, borderTop: `4px solid ${colour}` }}>
      <Canvas of={example.of} sourceState="none" />
      <figcaption>
        <strong style={{ color: colour }}>{verdict === 'do' ? 'Do' : 'Don’t'}</strong>{' '}
        {example.children}
      </figcaption>
    </figure>
  );
}

/**
 * A docs page's do and don't, side by side, each a real story of the component (so the examples
 * are tested, screenshot and checked by axe like every other story):
 *
 * ```mdx
 * <DoDont
 *   do={{ of: ButtonStories.Critical, children: 'Red for what cannot be undone.' }}
 *   dont={{ of: ButtonStories.DontCriticalForSave, children: 'Red for an everyday action.' }}
 * />
 * ```
 */
export function DoDont({ do: good, dont: bad }: { do: GuidanceExample; dont: GuidanceExample }) {
  return (
    <div style={columns}>
      <Example verdict="do" example={good} />
      <Example verdict="dont" example={bad} />
    </div>
  );
}
