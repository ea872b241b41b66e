import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectCurrentProfilePart } from '../../storybook/profileNav';
import { onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { SavedJobs } from '../SavedJobs/SavedJobs';
import { ProfileNav } from './ProfileNav';

const meta = {
  title: 'Components/ProfileNav',
  component: ProfileNav,
  args: { current: 'overview' },
} satisfies Meta<typeof ProfileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On the profile's own page: seven tabs, the first marked as the page shown; at the panel's width
 * they all show, none scrolled out of sight (the last wrap onto a second line).
 */
export const Overview: Story = {
  play: async (context) => {
    await expectCurrentProfilePart(context, 'profileNav.overview');
    const row = context.canvas.getByRole('list');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    const shown = row.getBoundingClientRect();
    for (const link of context.canvas.getAllByRole('link')) {
      const tab = link.getBoundingClientRect();
      await expect(tab.left).toBeGreaterThanOrEqual(shown.left);
      await expect(tab.right).toBeLessThanOrEqual(shown.right);
    }
    const hrefs = context.canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/profile',
      '/profile/postings',
      '/profile/companies',
      '/applications',
      '/profile/cv',
      '/saved-jobs',
      '/profile/alerts',
      '/profile/settings',
    ]);
  },
};

/** On the settings' page, the last tab. */
export const Settings: Story = {
  args: { current: 'settings' },
  play: async (context) => {
    await expectCurrentProfilePart(context, 'profileNav.settings');
  },
};

/**
 * On a phone the tabs stay one row that scrolls sideways, scrolled so that the current one shows,
 * rather than seven lines above the part.
 */
export const SettingsOnPhone: Story = {
  ...Settings,
  ...onMobile,
  play: async (context) => {
    const { t } = storyTexts(context);
    const row = context.canvas.getByRole('list');
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expect(row.scrollLeft).toBeGreaterThan(0);
    const current = context.canvas.getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent(t('profileNav.settings'));
    const shown = row.getBoundingClientRect();
    const tab = current.getBoundingClientRect();
    await expect(tab.right).toBeLessThanOrEqual(shown.right + 1);
  },
};

/**
 * A don't for the guidance page: the tabs above a page a visitor gets (the saved jobs, signed
 * out): every tab leads to a sign-in.
 */
export const DontForAVisitor: Story = {
  render: (args) => (
    <>
      <ProfileNav {...args} />
      <SavedJobs jobs={[]} signedIn={false} onUnsave={fn()} />
    </>
  ),
  args: { current: 'saved' },
};
