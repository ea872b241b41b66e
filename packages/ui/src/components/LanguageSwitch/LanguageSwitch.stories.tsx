import { languageNames } from '@job/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onDesktop, onMobile } from '../../storybook/viewports';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { locale: 'default', onChoose: fn() },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No choice made: no language marked. Each link is named in its own language, says so with
 * `lang`, and chooses without JavaScript through `?lang=`; a click chooses without a page load.
 */
export const NoChoice: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const turkish = canvas.getByRole('link', { name: languageNames.tr });
    const english = canvas.getByRole('link', { name: languageNames.en });
    await expect(turkish).toHaveTextContent('TR');
    await expect(turkish).toHaveAttribute('lang', 'tr');
    await expect(turkish).toHaveAttribute('hreflang', 'tr');
    await expect(turkish).toHaveAttribute('href', '?lang=tr');
    await expect(english).toHaveAttribute('href', '?lang=en');
    await expect(canvas.queryByRole('link', { current: true })).toBeNull();
    await userEvent.click(english);
    await expect(args.onChoose).toHaveBeenCalledOnce();
    await expect(args.onChoose).toHaveBeenCalledWith('en');
  },
};

/** Turkish chosen, on a Turkish page: TR marked; the names stay each language's own. */
export const TurkishChosen: Story = {
  globals: { locale: 'tr' },
  args: { locale: 'tr' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Dil' })).toBeVisible();
    await expect(canvas.getByRole('link', { current: true })).toHaveAccessibleName('Türkçe');
    await expect(canvas.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('link', { name: 'English' }));
    await expect(args.onChoose).toHaveBeenCalledWith('en');
  },
};

/** English chosen, on an English page: EN marked; a click on TR asks for Turkish. */
export const EnglishChosen: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Language' })).toBeVisible();
    await expect(canvas.getByRole('link', { current: true })).toHaveAccessibleName('English');
    await userEvent.click(canvas.getByRole('link', { name: 'Türkçe' }));
    await expect(args.onChoose).toHaveBeenCalledWith('tr');
  },
};

/** On a phone, as compact; a tap chooses. */
export const NoChoiceMobile: Story = {
  ...onMobile,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Türkçe' }));
    await expect(args.onChoose).toHaveBeenCalledWith('tr');
  },
};

export const EnglishChosenMobile: Story = {
  globals: { ...onMobile.globals, locale: 'en' },
  args: { locale: 'en' },
};

export const TurkishChosenDesktop: Story = {
  globals: { ...onDesktop.globals, locale: 'tr' },
  args: { locale: 'tr' },
};

/** The app's addresses: the page a visitor is on, in the other language. */
export const OwnAddresses: Story = {
  args: { hrefOf: (language) => `/categories/freelance?lang=${language}` },
  tags: ['!screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/categories/freelance?lang=en',
    );
  },
};

/** A click asking for a new tab is the browser's: no choice is made on this page. */
export const NewTabIsNoChoice: Story = {
  tags: ['!screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    const english = canvas.getByRole('link', { name: 'English' });
    // Stop the new tab itself: the story only checks the switch left the click alone.
    english.addEventListener('click', (event) => {
      if (!event.defaultPrevented) event.preventDefault();
    });
    await userEvent.keyboard('{Control>}');
    await userEvent.click(english);
    await userEvent.keyboard('{/Control}');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/**
 * A don't for the guidance page: an English page whose switch marks Turkish, as when the app passes
 * a remembered preference instead of the language the page is shown in.
 */
export const DontMarkAnotherLanguage: Story = {
  globals: { locale: 'en' },
  args: { locale: 'tr' },
};
