import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { user } from '../../storybook/fixtures';
import { onDesktop, onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { LoginForm } from '../LoginForm/LoginForm';
import { NotFound } from '../NotFound/NotFound';
import { ProfileCard } from '../ProfileCard/ProfileCard';
import { PageFrame } from './PageFrame';

const meta = {
  title: 'Components/PageFrame',
  component: PageFrame,
  args: { onSignOut: fn(), locale: 'default', onChooseLanguage: fn(), children: <NotFound /> },
  parameters: { frame: 'bare' },
  ...onDesktop,
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('banner')).toHaveTextContent(t('brand.tagline'));
    await expect(canvas.getByRole('main')).toHaveTextContent(t('notFound.heading'));
  },
};

/** A member: 'İlan ver' in sight beside the name's menu, the frame's one primary action. */
export const SignedIn: Story = {
  args: { user, children: <ProfileCard user={user} /> },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('button', { name: user.name })).toBeVisible();
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: t('header.postJob') })).toBeVisible();
  },
};

export const SignedOutMobile: Story = { ...onMobile };

/** A member on a 375 px phone: the header's one line still holds 'İlan ver' and the name. */
export const SignedInMobile: Story = {
  ...onMobile,
  args: { user },
  play: async (context) => {
    const { t } = storyTexts(context);
    const banner = context.canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: t('header.postJob') })).toBeVisible();
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};

/** The header's language switch is the frame's: a choice reaches the app through it. */
export const ChoosesALanguage: Story = {
  globals: { ...onDesktop.globals, locale: 'en' },
  args: { locale: 'en' },
  tags: ['!screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { current: true })).toHaveAccessibleName('English');
    await userEvent.click(canvas.getByRole('link', { name: 'Türkçe' }));
    await expect(args.onChooseLanguage).toHaveBeenCalledWith('tr');
  },
};

/**
 * A don't for the guidance page: the sign-in form in a frame that already shows the member's menu.
 * The frame's header and the screen it holds must tell the same story.
 */
export const DontSignInFormToAMember: Story = {
  args: { user, children: <LoginForm onSubmit={fn()} /> },
};
