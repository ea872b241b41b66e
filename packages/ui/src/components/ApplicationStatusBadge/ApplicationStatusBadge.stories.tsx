import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../../styles/sprinkles.css';
import { storyTexts } from '../../texts/storyTexts';
import { useTexts } from '../../texts/TextsProvider';
import { Badge } from '../Badge/Badge';
import {
  ApplicationStatusBadge,
  applicationStandings,
  applicationStatusLabelIds,
} from './ApplicationStatusBadge';

const meta = {
  title: 'Components/ApplicationStatusBadge',
  component: ApplicationStatusBadge,
  args: { status: 'new' },
} satisfies Meta<typeof ApplicationStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An application the poster has not answered yet. */
export const New: Story = {};

const everyStatus: Story = {
  render: () => (
    <ul
      className={sprinkles({ display: 'flex', gap: 'xsmall', flexWrap: 'wrap' })}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {applicationStandings.map((status) => (
        <li key={status}>
          <ApplicationStatusBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async (context) => {
    const { t } = storyTexts(context);
    const badges = context.canvas.getAllByRole('listitem');
    await expect(badges.map((badge) => badge.textContent)).toEqual(
      applicationStandings.map((status) => t(applicationStatusLabelIds[status])),
    );
  },
};

/**
 * The statuses in the order an application moves through them (violet, amber, the three good
 * news in green, rose), then withdrawn by its applicant, in grey.
 */
export const EveryStatus: Story = { ...everyStatus };

export const EveryStatusInEnglish: Story = { ...everyStatus, globals: { locale: 'en' } };

/**
 * A don't for the guidance page: a status drawn with a plain `Badge` and a tone picked by hand.
 * 'Olumsuz' in green reads as good news, and the next status added will have no colour of its own.
 */
export const DontBadgeWithAToneByHand: Story = {
  render: () => <RejectedInGreen />,
};

function RejectedInGreen() {
  const { t } = useTexts();
  return <Badge tone="positive">{t('applicationStatus.rejected')}</Badge>;
}
