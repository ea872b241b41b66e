import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { backendJob, expiredJob, iosJob, now, vueJob } from '../storybook/fixtures';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { DetailScreen } from './DetailScreen';

const meta = {
  title: 'Screens/DetailScreen',
  component: DetailScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { job: vueJob, now, origin: 'https://job.example' },
} satisfies Meta<typeof DetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the reference: the detail beside the side panel. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: vueJob.title })).toBeVisible();
    await expect(canvas.getByText(vueJob.salary)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'TYPE OF WORK' })).toBeVisible();
  },
};

/** Search engines get the job as JSON-LD, its image address made absolute. */
export const JobPostingData: Story = {
  tags: ['!screenshot'],
  play: async ({ canvasElement }) => {
    const script = canvasElement.querySelector('script[type="application/ld+json"]');
    await expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'JobPosting',
      title: vueJob.title,
      employmentType: 'FULL_TIME',
      validThrough: vueJob.expires_at,
    });
  },
};

/** A remote job of a company in a city: its facts under the title, and in the JSON-LD. */
export const RemoteWithCompanyAndPlace: Story = {
  args: { job: { ...backendJob, company: 'Bulut Yazılım', location: 'Ankara' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Bulut Yazılım')).toBeVisible();
    await expect(canvas.getByText('Ankara')).toBeVisible();
    await expect(canvas.getByText('Remote')).toBeVisible();
    await expect(canvas.getByText('1 hafta önce')).toHaveAttribute('title', '12 Kasım 2026');
    const script = canvasElement.querySelector('script[type="application/ld+json"]');
    await expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      hiringOrganization: { '@type': 'Organization', name: 'Bulut Yazılım' },
      jobLocationType: 'TELECOMMUTE',
    });
  },
};

/** Posted today by a company in İstanbul, hybrid. */
export const HybridPostedToday: Story = {
  args: { job: iosJob },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('bugün')).toHaveAttribute('dateTime', iosJob.created_at);
    await expect(canvas.getByText('Hybrid')).toBeVisible();
  },
};

/** A deep link or a reload: the job is on its way. */
export const Loading: Story = {
  args: { job: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the job');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const SignedOutMobile: Story = { ...onMobile };

export const SignedIn: Story = signedIn;

export const SignedInMobile: Story = { ...onMobile, ...signedIn };

/** A slug no loaded job has: the empty detail, not a blank page. */
export const UnknownJob: Story = {
  args: { job: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/could not be found/)).toBeVisible();
  },
};

/** A member's saved job: the toggle pressed beside the title. */
export const SignedInSaved: Story = {
  ...signedIn,
  args: { saved: true, onToggleSave: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Kaydet', pressed: true })).toBeVisible();
  },
};

/** An expired posting: the notice, and no JobPosting data for search engines. */
export const Expired: Story = {
  ...signedIn,
  args: { job: expiredJob, saved: true, onToggleSave: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Bu ilanın süresi doldu');
    await expect(canvasElement.querySelector('script[type="application/ld+json"]')).toBeNull();
  },
};
