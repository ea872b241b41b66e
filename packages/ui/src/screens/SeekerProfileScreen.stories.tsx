import { limits, seekerLimits } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fileSize } from '../components/CvDownload/fileSize';
import {
  expectFailureShownAs,
  expectRetryOfFailedLoad,
  failedLoad,
  failureInStoryLanguage,
} from '../storybook/failures';
import { user } from '../storybook/fixtures';
import { inPageFrame } from '../storybook/pageFrame';
import { expectCurrentProfilePart } from '../storybook/profileNav';
import {
  emptySeekerProfileValues,
  englishCv,
  filledSeekerProfile,
  fullStoredCvs,
  seekerProfileValues,
} from '../storybook/storedCvs';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { SeekerProfileScreen } from './SeekerProfileScreen';

const meta = {
  title: 'Screens/SeekerProfileScreen',
  component: SeekerProfileScreen,
  decorators: [inPageFrame, failureInStoryLanguage],
  parameters: { frame: 'bare', page: { user } },
  ...onDesktop,
  args: {
    profile: filledSeekerProfile,
    cvs: {
      onAdd: fn(),
      onReplace: fn(),
      onRename: fn(),
      onMakeDefault: fn(),
      onDelete: fn(),
      onDownload: fn(),
    },
    profileForm: { onSubmit: fn() },
  },
} satisfies Meta<typeof SeekerProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The page's panel, under 'Özgeçmişim'. */
function cvPage(context: Context) {
  const { t } = storyTexts(context);
  return within(context.canvas.getByRole('region', { name: t('seekerProfile.title') }));
}

/** The stored CVs' part, under 'CV'lerim'. */
function storedCvsPart(context: Context) {
  const { t } = storyTexts(context);
  return within(cvPage(context).getByRole('region', { name: t('storedCvs.title') }));
}

/** The profile's form, named by 'İş arama profili'. */
function profileForm(context: Context) {
  const { t } = storyTexts(context);
  return within(cvPage(context).getByRole('form', { name: t('seekerProfile.formTitle') }));
}

const withCvs = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await expectCurrentProfilePart(context, 'profileNav.cv');
    await expect(storedCvsPart(context).getAllByRole('article')).toHaveLength(2);
    await expect(
      storedCvsPart(context).getByRole('button', {
        name: t('storedCvs.download', { name: englishCv.name }),
      }),
    ).toBeVisible();
    await expect(profileForm(context).getByLabelText(t('seekerProfile.headline'))).toHaveValue(
      seekerProfileValues.headline,
    );
  },
} satisfies Story;

/**
 * A member's two CVs, the default first, and their seeker profile filled in, under the profile's
 * tabs.
 */
export const WithCvs: Story = withCvs;

export const WithCvsMobile: Story = { ...withCvs, ...onMobile };

const loading = {
  args: { profile: null },
  play: async (context) => {
    await expectCurrentProfilePart(context, 'profileNav.cv');
    await expect(cvPage(context).getByRole('status')).toHaveTextContent(
      storyTexts(context).t('seekerProfile.loading'),
    );
    await expect(context.canvas.queryByRole('form')).toBeNull();
  },
} satisfies Story;

/** The CVs and the profile on their way: the rows' shapes. */
export const Loading: Story = loading;

export const LoadingMobile: Story = { ...loading, ...onMobile };

const failed = {
  args: { profile: null, failed: failedLoad('error.failed') },
  play: async (context) => {
    await expectCurrentProfilePart(context, 'profileNav.cv');
    await expectRetryOfFailedLoad(context, 'seekerProfile.loadFailed', cvPage(context));
    await expect(context.canvas.queryByRole('form')).toBeNull();
  },
} satisfies Story;

/** They did not arrive: why, with a retry; the tabs still work. */
export const Failed: Story = failed;

export const FailedMobile: Story = { ...failed, ...onMobile };

const noCvs = {
  args: { profile: { ...emptySeekerProfileValues, cvs: [] } },
  play: async (context) => {
    const { t, language } = storyTexts(context);
    await expect(storedCvsPart(context).getByText(t('storedCvs.none'))).toBeVisible();
    await expect(
      storedCvsPart(context).getByLabelText(
        t('storedCvs.add', { size: fileSize(limits.cvMaxBytes, language) }),
      ),
    ).toBeEnabled();
    await expect(profileForm(context).getByLabelText(t('seekerProfile.headline'))).toHaveValue('');
  },
} satisfies Story;

/** A member who has stored nothing and given nothing yet: what CVs are for, and the upload. */
export const NoCvs: Story = noCvs;

export const NoCvsMobile: Story = { ...noCvs, ...onMobile };

const full = {
  args: { profile: { ...filledSeekerProfile, cvs: fullStoredCvs } },
  play: async (context) => {
    const { t } = storyTexts(context);
    const part = storedCvsPart(context);
    await expect(part.getAllByRole('article')).toHaveLength(seekerLimits.storedCvsMax);
    await expect(
      part.getByText(t('storedCvs.full', { max: seekerLimits.storedCvsMax })),
    ).toBeVisible();
  },
} satisfies Story;

/** As many CVs as a member may keep: one is replaced or deleted before another is added. */
export const Full: Story = full;

export const FullMobile: Story = { ...full, ...onMobile };

/**
 * A don't for the guidance page: a failed read shown as an empty profile (`failed` not passed,
 * `profile` made up empty). 'Henüz kayıtlı CV'niz yok' tells the member their CVs are gone, and
 * the empty form, saved, would wipe the profile they have.
 */
export const DontFailedReadAsEmpty: Story = {
  args: { profile: { ...emptySeekerProfileValues, cvs: [] } },
  play: (context) =>
    expectFailureShownAs(
      context,
      storedCvsPart(context).getByText(storyTexts(context).t('storedCvs.none')),
    ),
};
