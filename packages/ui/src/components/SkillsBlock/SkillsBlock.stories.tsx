import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTexts } from '../../texts/storyTexts';
import { SkillsBlock, skills } from './SkillsBlock';

const meta = {
  title: 'Components/SkillsBlock',
  component: SkillsBlock,
} satisfies Meta<typeof SkillsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the markup with its static entries, but hidden as the spec has it: nothing to see here. */
export const Hidden: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const heading = canvas.getByRole('heading', {
      name: t('skills.heading'),
      hidden: true,
    });
    await expect(heading.closest('section')).toHaveAttribute('hidden');
    await expect(heading).not.toBeVisible();
    await expect(canvas.getAllByRole('listitem', { hidden: true })).toHaveLength(skills.length);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/**
 * A don't for the guidance page: the block shown by dropping its `hidden`, as the component allows,
 * while the product does not filter by skill. The entries look like filters and do nothing.
 */
export const DontShownWithoutAFilter: Story = {
  render: () => (
    <div ref={(node) => node?.querySelector('section')?.removeAttribute('hidden')}>
      <SkillsBlock />
    </div>
  ),
};
