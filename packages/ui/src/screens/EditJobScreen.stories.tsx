import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { emailJob } from '../storybook/applying';
import { failedLoad, failureControl, failureInStoryLanguage } from '../storybook/failures';
import { iosJob } from '../storybook/fixtures';
import { expectFieldError } from '../storybook/forms';
import { jobControl } from '../storybook/jobChoices';
import { findEditor, loadEditor } from '../storybook/loaders';
import { inPageFrame, signedIn } from '../storybook/pageFrame';
import { screeningQuestions } from '../storybook/screening';
import { onDesktop, onMobile } from '../storybook/viewports';
import { storyTexts } from '../texts/storyTexts';
import { EditJobScreen } from './EditJobScreen';

const meta = {
  title: 'Screens/EditJobScreen',
  component: EditJobScreen,
  decorators: [inPageFrame, failureInStoryLanguage],
  ...onDesktop,
  parameters: { frame: 'bare', ...signedIn.parameters },
  args: { job: iosJob, onSubmit: fn() },
  argTypes: { job: jobControl, failed: failureControl },
  loaders: [loadEditor],
} satisfies Meta<typeof EditJobScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The poster's job in the form, ready to change. */
export const Filled: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(await findEditor(context)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('jobForm.editTitle') }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(t('jobForm.title'))).toHaveValue(iosJob.title);
  },
};

export const FilledMobile: Story = { ...Filled, ...onMobile };

/**
 * A posting that asks screening questions, one of each kind, with what disqualifies: under the
 * cover note's box, each question in its card.
 */
export const FilledWithScreeningQuestions: Story = {
  args: { questions: screeningQuestions.slice(0, 4) },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(await findEditor(context)).toBeVisible();
    await expect(canvas.getByRole('group', { name: t('jobForm.questions') })).toBeVisible();
    const number = context.args.questions?.length ?? 0;
    await expect(
      canvas.getByRole('group', { name: t('jobForm.question', { number }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('jobForm.addQuestion') })).toBeVisible();
  },
};

/**
 * On a phone, a number and a choice question: the longest of each kind's cards (four would make
 * the page taller than the test frame).
 */
export const FilledWithScreeningQuestionsMobile: Story = {
  ...FilledWithScreeningQuestions,
  ...onMobile,
  args: { questions: screeningQuestions.slice(1, 3) },
};

/** A posting that takes applications by email: the choice made, the address given. */
export const FilledApplyingByEmail: Story = {
  args: { job: emailJob },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(await findEditor(context)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('jobForm.applyEmail') })).toBeChecked();
    await expect(canvas.getByLabelText(t('jobForm.applyEmailAddress'))).toHaveValue(
      emailJob.apply_to,
    );
  },
};

export const FilledApplyingByEmailMobile: Story = { ...FilledApplyingByEmail, ...onMobile };

/** The title cleared and saved: its message under it, the focus on it, nothing is sent. */
export const Invalid: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    await userEvent.clear(canvas.getByLabelText(t('jobForm.title')));
    await userEvent.click(canvas.getByRole('button', { name: t('jobForm.save') }));
    await expectFieldError(context, 'jobForm.title', 'validation.titleRequired');
    await expect(canvas.getByLabelText(t('jobForm.title'))).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidMobile: Story = { ...Invalid, ...onMobile };

/** The job is on its way: the form's panel, title, fields and button where they will be. */
export const Loading: Story = {
  args: { job: undefined, loading: true },
  play: async (context) => {
    const status = context.canvas.getByRole('status');
    await expect(status).toHaveTextContent(storyTexts(context).t('editJob.loading'));
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(
      context.canvas.queryByRole('button', { name: storyTexts(context).t('jobForm.save') }),
    ).toBeNull();
  },
};

export const LoadingMobile: Story = { ...Loading, ...onMobile };

/** The job did not arrive (the server failed): why in place of the form, and a retry. */
export const Failed: Story = {
  args: { job: undefined, failed: failedLoad('error.failed') },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('editJob.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(t('error.failed'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('jobForm.save') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('loadFailed.retry') }));
    await expect(args.failed?.onRetry).toHaveBeenCalledOnce();
  },
};

export const FailedMobile: Story = { ...Failed, ...onMobile };

/** A slug no job has. */
export const UnknownJob: Story = {
  args: { job: undefined },
  tags: ['!screenshot'],
  play: async (context) => {
    await expect(
      context.canvas.getByRole('heading', {
        level: 1,
        name: storyTexts(context).t('notFound.heading'),
      }),
    ).toBeVisible();
  },
};

export const UnknownJobMobile: Story = { ...UnknownJob, ...onMobile };

/**
 * A don't for the guidance page: the not-found page before the job's answer came (`loading` not
 * passed). The poster thinks their job was deleted.
 */
export const DontNotFoundBeforeTheAnswer: Story = {
  args: { job: undefined },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('heading', { level: 1, name: t('notFound.heading') }),
    ).toBeVisible();
    await expect(context.canvas.queryByText(t('editJob.loading'))).toBeNull();
  },
};
