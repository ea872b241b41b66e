import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { images } from '../../storybook/fixtures';
import { storyTexts } from '../../texts/storyTexts';
import { CompanyLogo } from './CompanyLogo';

const meta = {
  title: 'Components/CompanyLogo',
  component: CompanyLogo,
  args: { name: 'Kuzey Mobil', logo: images.swift },
} satisfies Meta<typeof CompanyLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logo beside the company's name, in a card or a row: decorative, 48 px. */
export const Small: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', '48');
  },
};

/** The company page's header: 96 px (64 on a phone). */
export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('width', '96');
  },
};

/** No logo: the first letters of the first two words on the tinted square, hidden from readers. */
export const Initials: Story = {
  args: { name: 'Anadolu Lojistik A.Ş.', logo: null },
  play: async ({ canvas }) => {
    const initials = canvas.getByTestId('company-initials');
    await expect(initials).toHaveTextContent('AL');
    await expect(initials).toHaveAttribute('aria-hidden', 'true');
  },
};

export const InitialsLarge: Story = {
  args: { name: 'Anadolu Lojistik A.Ş.', logo: null, size: 'large' },
  play: Initials.play,
};

/** Upper-cased by Turkish rules for a Turkish reader: 'istanbul yazılım' is 'İY'. */
export const InitialsInTurkish: Story = {
  globals: { locale: 'tr' },
  args: { name: 'istanbul yazılım', logo: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('company-initials')).toHaveTextContent('İY');
  },
};

/** A logo that fails to load gives way to the initials, never a broken image. */
export const BrokenLogo: Story = {
  args: { logo: images.broken },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('company-initials')).toHaveTextContent('KM');
  },
};

/** Alone, away from the name, the logo is named: '{name} logosu'. */
export const NotBesideTheName: Story = {
  args: { decorative: false },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('img', { name: t('companyLogo.alt', { name: 'Kuzey Mobil' }) }),
    ).toBeVisible();
  },
};

/** Initials alone are named as well. */
export const InitialsNotBesideTheName: Story = {
  args: { decorative: false, logo: null },
  play: NotBesideTheName.play,
};
