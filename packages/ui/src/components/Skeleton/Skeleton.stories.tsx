import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../../styles/sprinkles.css';
import { card } from '../../styles/surface.css';
import { storyTexts } from '../../texts/storyTexts';
import { Skeleton, SkeletonBlock } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { children: null },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every block shape, as a card of a job would be drawn while it loads. */
export const Shapes: Story = {
  args: {
    children: (
      <div
        className={[card, sprinkles({ display: 'flex', gap: 'medium', padding: 'medium' })].join(
          ' ',
        )}
      >
        <SkeletonBlock shape="image" />
        <div
          className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' })}
          style={{ flex: 1 }}
        >
          <SkeletonBlock shape="heading" width="half" />
          <SkeletonBlock width="threeQuarters" />
          <SkeletonBlock shape="badge" />
          <SkeletonBlock shape="button" width="quarter" />
        </div>
      </div>
    ),
  },
  play: async (context) => {
    const status = context.canvas.getByRole('status');
    await expect(status).toHaveTextContent(storyTexts(context).t('spinner.loading'));
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * A don't for the guidance page: a Skeleton around each block. A screen reader hears 'Yükleniyor'
 * once per block; one Skeleton around the whole shape says it once.
 */
export const DontStatusPerBlock: Story = {
  render: () => (
    <div
      className={[
        card,
        sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall', padding: 'medium' }),
      ].join(' ')}
    >
      <Skeleton>
        <SkeletonBlock shape="heading" width="half" />
      </Skeleton>
      <Skeleton>
        <SkeletonBlock width="threeQuarters" />
      </Skeleton>
      <Skeleton>
        <SkeletonBlock shape="badge" />
      </Skeleton>
    </div>
  ),
};
