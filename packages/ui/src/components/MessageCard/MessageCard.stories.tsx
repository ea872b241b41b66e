import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { ButtonLink } from '../Button/Button';
import { MessageCard } from './MessageCard';

const meta = {
  title: 'Components/MessageCard',
  component: MessageCard,
  // The card's words are its caller's; textArgs gives them in the story's language.
  args: { title: '', children: null },
} satisfies Meta<typeof MessageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reset page's expired link: a title, a paragraph, one action at the card's width. */
export const Default: Story = {
  decorators: [
    textArgs(({ t }) => ({
      title: t('resetPassword.expiredTitle'),
      children: <p>{t('resetPassword.expired')}</p>,
      actions: <ButtonLink href="/forgot-password">{t('resetPassword.newLink')}</ButtonLink>,
    })),
  ],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('region', { name: t('resetPassword.expiredTitle') }),
    ).toBeVisible();
    await expect(
      context.canvas.getByRole('link', { name: t('resetPassword.newLink') }),
    ).toHaveAttribute('href', '/forgot-password');
  },
};

/**
 * A don't for the guidance page: three equal actions under an expired link. The card exists to
 * say one thing and offer the one next step.
 */
export const DontSeveralActions: Story = {
  decorators: [
    textArgs(({ t }) => ({
      title: t('resetPassword.expiredTitle'),
      children: <p>{t('resetPassword.expired')}</p>,
      actions: (
        <>
          <ButtonLink href="/forgot-password">{t('resetPassword.newLink')}</ButtonLink>
          <ButtonLink href="/login">{t('header.signIn')}</ButtonLink>
          <ButtonLink href="/">{t('notFound.backHome')}</ButtonLink>
        </>
      ),
    })),
  ],
};
