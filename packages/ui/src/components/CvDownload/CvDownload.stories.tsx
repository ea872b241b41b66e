import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { cv, cvButton } from '../../storybook/applications';
import { sprinkles } from '../../styles/sprinkles.css';
import { storyTexts } from '../../texts/storyTexts';
import { CvDownload } from './CvDownload';

const meta = {
  title: 'Components/CvDownload',
  component: CvDownload,
  args: { cv, owner: 'IOS Developer', onDownload: fn() },
} satisfies Meta<typeof CvDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The file's name and size in the reader's units; the button names whose CV it is. */
export const Ready: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(cv.name)).toBeVisible();
    await expect(canvas.getByText('240 kB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: cvButton(t, args.owner) }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** The download is on its way: the button spins and takes no second press. */
export const Downloading: Story = {
  args: { downloading: true },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const button = canvas.getByRole('button', {
      name: cvButton(storyTexts(context).t, args.owner, true),
    });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

/** Braid's stress case: a long unbroken file name wraps, the button stays whole. */
export const LongFileName: Story = {
  args: {
    cv: {
      name: 'Gülşen_Şükriye_Çağlayan-Öztürkoğlu_İnceoğlu_Özgeçmiş_Kıdemli_Yazılım_Mühendisi_2026.pdf',
      size: 4_980_000,
    },
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <CvDownload {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-story-root] > div > div') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * A don't for the guidance page: CVs of a list with no `owner`. Each button is read out as the
 * same bare 'CV’yi indir', so a screen reader's list of buttons cannot tell whose CV is whose.
 */
export const DontWithoutAnOwner: Story = {
  args: { owner: '' },
  render: (args) => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })}>
      <CvDownload {...args} />
      <CvDownload {...args} cv={{ name: 'Mehmet_Demir_CV.pdf', size: 180_224 }} />
    </div>
  ),
  play: async (context) => {
    // The word and the colon, with nothing after it to tell the buttons apart.
    const bare = new RegExp(`^${storyTexts(context).t('cvDownload.download')}\\s*:$`);
    for (const button of context.canvas.getAllByRole('button')) {
      await expect(button).toHaveAccessibleName(bare);
    }
  },
};
