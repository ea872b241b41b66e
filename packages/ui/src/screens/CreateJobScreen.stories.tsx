import { hrefs } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { VerificationNotice } from '../components/VerificationNotice/VerificationNotice';
import { findEditor, loadEditor } from '../storybook/loaders';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts, textArgs } from '../texts/storyTexts';
import { CreateJobScreen, type CreateJobScreenProps } from './CreateJobScreen';

const meta = {
  title: 'Screens/CreateJobScreen',
  component: CreateJobScreen,
  decorators: [inPageFrame],
  parameters: { frame: 'bare' },
  ...onDesktop,
  args: { onSubmit: fn() },
  loaders: [loadEditor],
  play: async (context) => {
    await expect(await findEditor(context)).toBeVisible();
  },
} satisfies Meta<typeof CreateJobScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As in the reference. */
export const SignedIn: Story = signedIn;

export const SignedInMobile: Story = { ...onMobile, ...signedIn };

/**
 * The app does not guard the route (spec section 6): the form shows signed out too, below a
 * notice that posting needs an account, whose links come back to the form.
 */
export const SignedOut: Story = {
  args: {
    signInFirst: {
      signInHref: hrefs.login(hrefs.createJob()),
      signUpHref: hrefs.signup(hrefs.createJob()),
    },
  },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(await findEditor(context)).toBeVisible();
    const notice = canvas.getByRole('region', { name: t('jobForm.signInFirst') });
    await expect(
      within(notice).getByRole('link', { name: t('jobForm.signInLink') }),
    ).toHaveAttribute('href', hrefs.login(hrefs.createJob()));
    await expect(
      within(notice).getByRole('link', { name: t('jobForm.signUpLink') }),
    ).toHaveAttribute('href', hrefs.signup(hrefs.createJob()));
    // The form is the same below it; the server refuses it if sent all the same.
    await expect(canvas.getByRole('button', { name: t('jobForm.save') })).toBeEnabled();
  },
};

export const SignedOutMobile: Story = { ...SignedOut, ...onMobile };

/** The server's answer, by field and under the form. */
export const ServerErrors: Story = {
  ...signedIn,
  decorators: [
    textArgs(({ t }) => ({
      serverError: t('validation.titleRequired'),
      fieldErrors: {
        title: [t('validation.titleRequired')],
        image: [t('validation.imageTooLarge')],
      },
    })),
  ],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    await expect(canvas.getByLabelText(t('jobForm.title'))).toHaveAccessibleDescription(
      t('validation.titleRequired'),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('validation.titleRequired'));
  },
};

export const ServerErrorsMobile: Story = { ...ServerErrors, ...onMobile };

/** The job is on its way to the server: Save is disabled and spins. */
export const Busy: Story = {
  ...signedIn,
  args: { busy: true },
  play: async (context) => {
    await findEditor(context);
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('jobForm.save') }),
    ).toBeDisabled();
  },
};

export const BusyMobile: Story = { ...Busy, ...onMobile };

/** The notice's resend, which a play function checks (args given by a decorator are not its own). */
const resend = fn();

/** The server's 403 while REQUIRE_VERIFIED_EMAIL is on: its message and the resend, in the story's language. */
const verificationNeeded = textArgs(({ t }) => ({
  verificationNeeded: (
    <VerificationNotice message={t('api.verifyFirst')} onResend={resend} resendState="idle" />
  ),
}));

/**
 * Saved before the address was verified: the notice above the form takes the focus, says what to
 * do and offers the resend.
 */
export const VerificationNeeded: Story = {
  ...signedIn,
  decorators: [verificationNeeded],
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    const notice = canvas.getByRole('region', { name: t('jobForm.verifyFirst') });
    await expect(notice).toHaveFocus();
    await expect(notice).toHaveTextContent(t('api.verifyFirst'));
    await userEvent.click(canvas.getByRole('button', { name: t('verification.resend') }));
    await expect(resend).toHaveBeenCalledOnce();
  },
};

export const VerificationNeededMobile: Story = {
  ...onMobile,
  ...signedIn,
  decorators: [verificationNeeded],
};

/** The new link is on its way. */
export const VerificationSent: Story = {
  ...signedIn,
  decorators: [
    textArgs(({ t }) => ({
      verificationNeeded: (
        <VerificationNotice message={t('api.verifyFirst')} onResend={fn()} resendState="sent" />
      ),
    })),
  ],
  play: async (context) => {
    await findEditor(context);
    await expect(context.canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('verification.sent'),
    );
  },
};

export const VerificationSentMobile: Story = { ...VerificationSent, ...onMobile };

/** The screen as the app renders it: the notice arrives with the server's answer. */
function NoticeOnAnswer(props: CreateJobScreenProps) {
  const [answered, setAnswered] = useState(false);
  return (
    <>
      <CreateJobScreen
        {...props}
        verificationNeeded={answered ? props.verificationNeeded : undefined}
      />
      <button type="button" onClick={() => setAnswered(true)}>
        403
      </button>
    </>
  );
}

/** The notice appears above the form, which keeps what was typed. */
export const FormKeepsItsValues: Story = {
  ...signedIn,
  tags: ['!screenshot'],
  decorators: [verificationNeeded],
  render: (args) => <NoticeOnAnswer {...args} />,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    await userEvent.type(canvas.getByLabelText(t('jobForm.title')), 'Go Developer');
    await userEvent.click(canvas.getByRole('button', { name: '403' }));
    await expect(canvas.getByRole('region', { name: t('jobForm.verifyFirst') })).toHaveFocus();
    await expect(canvas.getByLabelText(t('jobForm.title'))).toHaveValue('Go Developer');
  },
};

/**
 * Don't: the server's message about one field only under the form (the guidance page's example):
 * the reader scrolls a long form to find which field it means. Give its `fieldErrors` too.
 */
export const DontServerErrorWithoutTheField: Story = {
  ...signedIn,
  tags: ['!screenshot'],
  decorators: [textArgs(({ t }) => ({ serverError: t('validation.titleRequired') }))],
  play: async (context) => {
    const { t } = storyTexts(context);
    await findEditor(context);
    await expect(context.canvas.getByLabelText(t('jobForm.title'))).not.toHaveAccessibleDescription(
      t('validation.titleRequired'),
    );
  },
};
