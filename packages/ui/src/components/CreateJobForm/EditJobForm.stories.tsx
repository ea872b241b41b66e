import type { PosterQuestion } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { emailJob, urlJob } from '../../storybook/applying';
import { iosJobOfKuzeyMobil, memberCompanies } from '../../storybook/companies';
import { files, iosJob, makeJob } from '../../storybook/fixtures';
import { expectFieldError } from '../../storybook/forms';
import { loadEditor } from '../../storybook/loaders';
import { screeningQuestions } from '../../storybook/screening';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { EditJobForm, type EditJobFormProps } from './CreateJobForm';

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

/** A question's fieldset, '{number}. soru', to look for its fields within. */
function question(context: Context, number: number) {
  return within(
    context.canvas.getByRole('group', {
      name: storyTexts(context).t('jobForm.question', { number }),
    }),
  );
}

/** What `onSubmit` was given first. */
function sentBody(context: Context): Record<string, unknown> {
  return (context.args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
}

/** One of each kind: a yes/no, a number with its minimum, a choice and a short text. */
const oneOfEachKind = screeningQuestions.slice(0, 4);

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
    // The posting's questions were not given: no editor for them.
    await expect(canvas.queryByRole('group', { name: t('jobForm.questions') })).toBeNull();
  },
};

/**
 * The posting's screening questions, given with what disqualifies: the editor starts from them,
 * and saved unchanged they are sent back as they were, each with its id.
 */
export const WithScreeningQuestions: Story = {
  args: { questions: oneOfEachKind },
  play: async (context) => {
    const { t } = storyTexts(context);
    await findEditor(context);
    await expect(
      question(context, 3).getByLabelText(t('jobForm.disqualifyingAnswer')),
    ).toHaveDisplayValue('Hiç');
    await expect(question(context, 2).getByLabelText(t('jobForm.questionMinimum'))).toHaveValue(
      '2',
    );
    await save(context);
    await expect(JSON.parse(String(sentBody(context).screeningQuestions))).toEqual(oneOfEachKind);
  },
};

/** A question added to those the posting asks: sent without an id, the others with theirs. */
export const ScreeningQuestionAdded: Story = {
  tags: ['!screenshot'],
  args: { questions: oneOfEachKind.slice(0, 1), onEdit: fn() },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    await userEvent.click(canvas.getByRole('button', { name: t('jobForm.addQuestion') }));
    // Adding is an edit, though no field was typed into yet.
    await expect(context.args.onEdit).toHaveBeenCalled();
    await userEvent.keyboard('Ne zaman başlayabilirsiniz?');
    await save(context);
    await expect(JSON.parse(String(sentBody(context).screeningQuestions))).toEqual([
      oneOfEachKind[0],
      {
        kind: 'yes_no',
        label: 'Ne zaman başlayabilirsiniz?',
        required: false,
        choices: [],
        disqualifying_answer: null,
        minimum: null,
      },
    ]);
  },
};

/**
 * The questions not given (not loaded yet, or their load failed): no editor, and no
 * `screeningQuestions` sent, so the posting keeps the ones it asks.
 */
export const ScreeningQuestionsNotGiven: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    await findEditor(context);
    await save(context);
    await expect(sentBody(context)).not.toHaveProperty('screeningQuestions');
  },
};

/** The questions come after the job (the app loads them on their own): the editor appears then. */
function QuestionsLater(args: EditJobFormProps) {
  const [questions, setQuestions] = useState<readonly PosterQuestion[]>();
  useEffect(() => setQuestions(oneOfEachKind), []);
  return <EditJobForm {...args} questions={questions} />;
}

export const ScreeningQuestionsGivenLater: Story = {
  tags: ['!screenshot'],
  render: (args) => <QuestionsLater {...args} />,
  play: async (context) => {
    const { t } = storyTexts(context);
    await findEditor(context);
    await expect(
      await context.canvas.findByRole('group', { name: t('jobForm.question', { number: 4 }) }),
    ).toBeVisible();
    await save(context);
    await expect(JSON.parse(String(sentBody(context).screeningQuestions))).toEqual(oneOfEachKind);
  },
};

/** Applications taken by email now: the posting's questions go, an empty list is sent. */
export const ScreeningQuestionsDroppedOffTheSite: Story = {
  tags: ['!screenshot'],
  args: { questions: oneOfEachKind },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    await userEvent.click(canvas.getByRole('radio', { name: t('jobForm.applyEmail') }));
    await expect(canvas.queryByRole('group', { name: t('jobForm.questions') })).toBeNull();
    await userEvent.type(
      canvas.getByLabelText(t('jobForm.applyEmailAddress')),
      'ik@kuzeymobil.com.tr',
    );
    await save(context);
    await expect(sentBody(context)).toEqual(
      expect.objectContaining({ applyMethod: 'email', screeningQuestions: '[]' }),
    );
  },
};

/** The server's 422 on the posting's questions: each message under its question's field. */
export const ScreeningQuestionsServerErrors: Story = {
  args: { questions: oneOfEachKind },
  decorators: [
    textArgs(({ t }) => ({
      fieldErrors: {
        'screeningQuestions.0.label': [t('validation.maxLength', { max: 150 })],
        'screeningQuestions.1.minimum': [t('validation.questionMinimumInvalid')],
        'screeningQuestions.2.disqualifying_answer': [t('validation.disqualifyingAnswerInvalid')],
      },
    })),
  ],
  play: async (context) => {
    const { t } = storyTexts(context);
    await findEditor(context);
    await expect(
      question(context, 1).getByLabelText(t('jobForm.questionLabel')),
    ).toHaveAccessibleDescription(t('validation.maxLength', { max: 150 }));
    await expect(question(context, 2).getByLabelText(t('jobForm.questionMinimum'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      question(context, 3).getByLabelText(t('jobForm.disqualifyingAnswer')),
    ).toHaveAccessibleDescription(t('validation.disqualifyingAnswerInvalid'));
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

/**
 * A job posted as one of the member's companies: 'Kimin adına' starts at that company, with no
 * free-text company; choosing themselves brings the field back, and Save sends the choice.
 */
export const PostedAsACompany: Story = {
  args: { job: iosJobOfKuzeyMobil, companies: memberCompanies },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    const postAs = canvas.getByLabelText(t('jobForm.postAs'));
    await expect(postAs).toHaveValue('kuzey-mobil');
    await expect(canvas.queryByLabelText(t('jobForm.company'))).toBeNull();
    await save(context);
    await expect(sentBody(context)).toMatchObject({ companySlug: 'kuzey-mobil', company: '' });
    await userEvent.selectOptions(postAs, t('jobForm.postAsMyself'));
    await expect(canvas.getByLabelText(t('jobForm.company'))).toBeVisible();
  },
};
