import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { emailJob, urlJob } from '../../storybook/applying';
import { files, iosJob, makeJob } from '../../storybook/fixtures';
import { expectFieldError } from '../../storybook/forms';
import { loadEditor } from '../../storybook/loaders';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { EditJobForm } from './CreateJobForm';

const meta = {
  title: 'Components/EditJobForm',
  component: EditJobForm,
  args: { job: iosJob, onSubmit: fn() },
  loaders: [loadEditor],
} satisfies Meta<typeof EditJobForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

function findEditor(context: Context) {
  return context.canvas.findByRole('textbox', { name: storyTexts(context).t('jobForm.detail') });
}

/** Presses the form's Save. */
async function save(context: Context) {
  const { t } = storyTexts(context);
  await context.userEvent.click(context.canvas.getByRole('button', { name: t('jobForm.save') }));
}

/** Every field starts from the job, its image is the preview; no 'Live for' (renewing is on the profile). */
export const Filled: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(await findEditor(context)).toHaveTextContent(/^Lorem ipsum/);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('jobForm.editTitle'),
    );
    await expect(canvas.getByLabelText(t('jobForm.title'))).toHaveValue(iosJob.title);
    // Its text '$150k -$200k' read into figures, without a period.
    await expect(canvas.getByLabelText(t('jobForm.salaryMin'))).toHaveValue('150000');
    await expect(canvas.getByLabelText(t('jobForm.salaryMax'))).toHaveValue('200000');
    await expect(canvas.getByLabelText(t('jobForm.salaryCurrency'))).toHaveValue('USD');
    await expect(canvas.getByLabelText(t('jobForm.salaryPeriod'))).toHaveValue('');
    await expect(canvas.getByLabelText(t('jobForm.brief'))).toHaveValue(iosJob.info);
    await expect(canvas.getByLabelText(t('jobForm.workType'))).toHaveDisplayValue(
      t('workType.fullTime'),
    );
    await expect(canvas.getByLabelText(t('jobForm.company'))).toHaveValue('Kuzey Mobil');
    await expect(canvas.getByLabelText(t('jobForm.location'))).toHaveValue('İstanbul');
    await expect(canvas.getByLabelText(t('jobForm.country'))).toHaveValue('TR');
    await expect(canvas.getByLabelText(t('jobForm.workplace'))).toHaveDisplayValue(
      t('workplace.hybrid'),
    );
    await expect(canvas.getByRole('img', { name: t('imageInput.current') })).toHaveAttribute(
      'src',
      iosJob.image,
    );
    await expect(canvas.queryByLabelText(t('jobForm.liveFor'))).toBeNull();
    await expect(canvas.getByRole('radio', { name: t('jobForm.applySite') })).toBeChecked();
  },
};

/** A posting that takes applications at an address starts with it chosen and the address given. */
export const FilledApplyingAtAnAddress: Story = {
  args: { job: urlJob },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    await expect(canvas.getByRole('radio', { name: t('jobForm.applyUrl') })).toBeChecked();
    await expect(canvas.getByLabelText(t('jobForm.applyUrlAddress'))).toHaveValue(urlJob.apply_to);
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ applyMethod: 'url', applyTo: urlJob.apply_to }),
    );
  },
};

/** By email now, at an address: the address given is for email, not the old link. */
export const SwitchedFromAddressToEmail: Story = {
  tags: ['!screenshot'],
  args: { job: urlJob },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    await userEvent.click(canvas.getByRole('radio', { name: t('jobForm.applyEmail') }));
    const address = canvas.getByLabelText(t('jobForm.applyEmailAddress'));
    await expect(address).toHaveValue('');
    await userEvent.type(address, 'ik@kuzeymobil.com.tr');
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ applyMethod: 'email', applyTo: 'ik@kuzeymobil.com.tr' }),
    );
  },
};

/** Back on the site: the board's form takes the applications, no address is sent. */
export const SwitchedToTheSite: Story = {
  tags: ['!screenshot'],
  args: { job: emailJob },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    await expect(canvas.getByLabelText(t('jobForm.applyEmailAddress'))).toHaveValue(
      emailJob.apply_to,
    );
    await userEvent.click(canvas.getByRole('radio', { name: t('jobForm.applySite') }));
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ applyMethod: 'site', applyTo: '' }),
    );
  },
};

/** A posting that asks for a cover note opens with its box ticked, and keeps asking when saved. */
export const AsksForACoverNote: Story = {
  tags: ['!screenshot'],
  args: { job: { ...iosJob, cover_note_required: true } },
  play: async (context) => {
    await findEditor(context);
    await expect(
      context.canvas.getByRole('checkbox', {
        name: storyTexts(context).t('jobForm.coverNoteRequired'),
      }),
    ).toBeChecked();
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ coverNoteRequired: 'true' }),
    );
  },
};

/** Saved unchanged: the job's values, its detail's HTML as it was, no image and no days. */
export const SavedUnchanged: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    await findEditor(context);
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      title: iosJob.title,
      // The figures are the salary; the server writes its text from them.
      salary: '',
      salaryMin: '150000',
      salaryMax: '200000',
      salaryCurrency: 'USD',
      salaryPeriod: '',
      description: iosJob.info,
      workType: 1,
      company: 'Kuzey Mobil',
      location: 'İstanbul',
      country: 'TR',
      workplace: 'hybrid',
      applicantCountries: '',
      detail: iosJob.description,
      applyMethod: 'site',
      applyTo: '',
      coverNoteRequired: 'false',
    });
  },
};

/**
 * A posting whose salary text reads as no amount ('Görüşülür', from the original client): saved
 * without figures, its text is sent back and kept; figures typed would replace it.
 */
export const SalaryTextKept: Story = {
  tags: ['!screenshot'],
  args: { job: makeJob({ ...iosJob, salary: 'Görüşülür', salary_range: null }) },
  play: async (context) => {
    await findEditor(context);
    await expect(
      context.canvas.getByRole('group', { name: storyTexts(context).t('jobForm.salary') }),
    ).toHaveAccessibleDescription(
      storyTexts(context).t('jobForm.salaryKeptText', { text: 'Görüşülür' }),
    );
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ salary: 'Görüşülür', salaryMin: '' }),
    );
  },
};

/** A new image replaces the preview and is sent. */
export const ImageReplaced: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    await userEvent.upload(canvas.getByLabelText(t('jobForm.image')), files.logo());
    await canvas.findByRole('img', { name: t('imageInput.preview', { name: 'logo.png' }) });
    await expect(canvas.queryByRole('img', { name: t('imageInput.current') })).toBeNull();
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ image: expect.objectContaining({ name: 'logo.png' }) }),
    );
  },
};

/** The same rules as a new job's: a title cleared is refused, nothing is sent. */
export const TitleCleared: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    await findEditor(context);
    await userEvent.clear(canvas.getByLabelText(storyTexts(context).t('jobForm.title')));
    await save(context);
    await expectFieldError(context, 'jobForm.title', 'validation.titleRequired');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the address to apply at: its message under it. */
export const ServerErrorOnTheAddress: Story = {
  args: { job: emailJob },
  decorators: [
    textArgs(({ t }) => ({ fieldErrors: { applyTo: [t('validation.applyEmailInvalid')] } })),
  ],
  play: async (context) => {
    await findEditor(context);
    await expectFieldError(context, 'jobForm.applyEmailAddress', 'validation.applyEmailInvalid');
  },
};

/** The server's 422 by its fields, as on the create form. */
export const ServerErrors: Story = {
  decorators: [
    textArgs(({ t }) => ({
      serverError: t('validation.workplaceInvalid'),
      fieldErrors: { workplace: [t('validation.workplaceInvalid')] },
    })),
  ],
  play: async (context) => {
    await findEditor(context);
    await expectFieldError(context, 'jobForm.workplace', 'validation.workplaceInvalid');
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('validation.workplaceInvalid'),
    );
  },
};
