import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { longNameUser, user } from '../../storybook/fixtures';
import { onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { Header } from './Header';

const meta = {
  title: 'Components/Header',
  component: Header,
  args: { onSignOut: fn(), locale: 'default', onChooseLanguage: fn() },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The header never runs wider than the screen, whatever its language's words. */
async function fitsTheScreen({ canvasElement }: Context) {
  const header = canvasElement.querySelector('header');
  await expect(header?.scrollWidth).toBeLessThanOrEqual(header?.clientWidth ?? 0);
}

/** 'İlan ver' is one line of words, as high as the name's button beside it. */
async function postJobOnOneLine(context: Context) {
  const { t } = storyTexts(context);
  const postJob = context.canvas.getByRole('link', { name: t('header.postJob') });
  const trigger = context.canvas.getByRole('button');
  await expect(postJob).toBeVisible();
  await expect(postJob.getBoundingClientRect().top).toBeCloseTo(
    trigger.getBoundingClientRect().top,
    -1,
  );
  await expect(postJob.scrollWidth).toBeLessThanOrEqual(postJob.clientWidth);
}

/** The spec's header: 'Job', 'Find job', Login and Sign Up; no language chosen yet. */
export const SignedOut: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('link', { name: t('brand.name') })).toHaveAttribute('href', '/');
    await expect(canvas.getByText(t('brand.tagline'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('header.signIn') })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('link', { name: t('header.signUp') })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(canvas.queryByRole('link', { current: true })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SignedIn: Story = {
  args: { user },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('button', { name: user.name })).toBeVisible();
    // The menu's code loads with the first signed-in header; Radix's trigger, replacing the
    // stand-in, carries its state.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: user.name })).toHaveAttribute(
        'data-state',
        'closed',
      ),
    );
    await expect(canvas.queryByRole('link', { name: t('header.signIn') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('header.signUp') })).toBeNull();
    // The member's one primary action is in sight, not only in the menu.
    await expect(canvas.getByRole('link', { name: t('header.postJob') })).toHaveAttribute(
      'href',
      '/create-job',
    );
  },
};

export const SignedOutMobile: Story = { ...onMobile, play: fitsTheScreen };

/** 'İlan ver' and the name on one line beside the wordmark, on a 375 px phone. */
export const SignedInMobile: Story = {
  ...onMobile,
  args: { user },
  play: async (context) => {
    await fitsTheScreen(context);
    await postJobOnOneLine(context);
  },
};

/** A very long name is cut short in the trigger instead of pushing the title off a phone screen. */
export const LongNameMobile: Story = {
  ...onMobile,
  args: { user: longNameUser },
  play: fitsTheScreen,
};

/** Turkish chosen: every word Turkish, TR marked in the switch; a click on EN asks for English. */
export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { locale: 'tr' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Giriş yap' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Üye ol' })).toBeVisible();
    await expect(canvas.getByRole('link', { current: true })).toHaveAccessibleName('Türkçe');
    await userEvent.click(canvas.getByRole('link', { name: 'English' }));
    await expect(args.onChooseLanguage).toHaveBeenCalledWith('en');
  },
};

export const TurkishMobile: Story = {
  globals: { ...onMobile.globals, locale: 'tr' },
  args: { locale: 'tr' },
  play: fitsTheScreen,
};

/** English chosen: 'Sign in' and 'Sign up', EN marked. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(canvas.getByText('Find a job')).toBeVisible();
    await expect(canvas.getByRole('link', { current: true })).toHaveAccessibleName('English');
  },
};

export const EnglishSignedInMobile: Story = {
  globals: { ...onMobile.globals, locale: 'en' },
  args: { locale: 'en', user: longNameUser },
  play: async (context) => {
    await fitsTheScreen(context);
    await postJobOnOneLine(context);
  },
};

/**
 * A don't for the guidance page: `locale` not taken from the texts the page shows. The page reads
 * Turkish while the switch marks EN, so the reader cannot tell which language is chosen, and a
 * press on TR seems to do nothing new.
 */
export const DontLocaleOutOfStep: Story = {
  globals: { locale: 'tr' },
  args: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Giriş yap' })).toBeVisible();
    await expect(canvas.getByRole('link', { current: true })).toHaveAccessibleName('English');
  },
};
