import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appliedAt } from '../../storybook/applying';
import { now } from '../../storybook/fixtures';
import { inlineNotice, noticeIcon } from '../../styles/notice.css';
import { storyTexts } from '../../texts/storyTexts';
import { useTexts } from '../../texts/TextsProvider';
import { relativePostingTime } from '../PostedDate/relativeTime';
import { Icon, type IconProps } from './Icon';
import { CheckIcon } from './icons';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  // The shapes are each icon's own (icons/); these stories draw the applied notice's check.
  args: { size: 18, strokeWidth: 1.8, children: null },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

function appliedWhen(context: Context) {
  const { language } = storyTexts(context);
  return relativePostingTime(new Date(appliedAt), now, language);
}

/** The applied notice, as ApplyAction shows it: the check, then the words that say it. */
function AppliedNotice({
  icon,
  withWords,
}: {
  icon: Omit<IconProps, 'children'>;
  withWords: boolean;
}) {
  const { t, language } = useTexts();
  const when = relativePostingTime(new Date(appliedAt), now, language);
  return (
    <p className={inlineNotice.positive}>
      <CheckIcon {...icon} className={noticeIcon} />
      {withWords ? t('applyAction.applied', { when }) : when}
    </p>
  );
}

/** An icon beside the words that say what it shows: hidden from screen readers, which read the words. */
export const BesideItsWords: Story = {
  render: ({ size, strokeWidth }) => <AppliedNotice icon={{ size, strokeWidth }} withWords />,
  play: async (context) => {
    const { t } = storyTexts(context);
    const notice = context.canvas.getByText(
      t('applyAction.applied', { when: appliedWhen(context) }),
    );
    await expect(notice.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * A don't for the guidance page: the meaning left to the icon. The eye may guess that the check
 * means 'applied'; a screen reader, which never hears the icon, reads only '3 gün önce'.
 */
export const DontMeaningOnlyInTheIcon: Story = {
  render: ({ size, strokeWidth }) => (
    <AppliedNotice icon={{ size, strokeWidth }} withWords={false} />
  ),
  play: async (context) => {
    const notice = context.canvasElement.querySelector('p');
    await expect(notice?.textContent).toBe(appliedWhen(context));
  },
};
