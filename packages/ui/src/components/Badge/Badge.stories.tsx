import type { Meta, StoryObj } from '@storybook/react-vite';
import { sprinkles } from '../../styles/sprinkles.css';
import { textArgs } from '../../texts/storyTexts';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { tone: 'salary', children: '$100k-$110k' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A salary, as the job list and the detail show it. */
export const Salary: Story = {};

export const EveryTone: Story = {
  render: (args) => (
    <div className={sprinkles({ display: 'flex', gap: 'xsmall', flexWrap: 'wrap' })}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

/** Braid's stress story: a long unbroken value wraps inside its container. */
export const LongUnbrokenText: Story = {
  args: { children: '₺1.000.000-₺2.000.000/yıl,brüt,primler_dahil_çalışma_süresine_göre' },
  render: (args) => (
    <div style={{ width: 200 }}>
      <Badge {...args} />
    </div>
  ),
};

/**
 * A don't for the guidance page: a sentence in a badge. The expired posting's note reads as a
 * tag, and its colour is all that marks it as a warning.
 */
export const DontSentence: Story = {
  args: { tone: 'critical' },
  decorators: [textArgs(({ t }) => ({ children: t('applyAction.closed') }))],
  render: (args) => (
    <div style={{ width: 240 }}>
      <Badge {...args} />
    </div>
  ),
};
