import { limits } from '@job/contract';
import type { MessageId } from '@job/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrictMode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { memberCompanies } from '../../storybook/companies';
import { files } from '../../storybook/fixtures';
import { expectFieldError } from '../../storybook/forms';
import { loadEditor } from '../../storybook/loaders';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { CreateJobForm } from './CreateJobForm';

const meta = {
  title: 'Components/CreateJobForm',
  component: CreateJobForm,
  args: { onSubmit: fn() },
  loaders: [loadEditor],
} satisfies Meta<typeof CreateJobForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The editor's module is loaded (meta's loader); every play waits for it to mount before acting. */
function findEditor(context: Context) {
  return context.canvas.findByRole('textbox', { name: storyTexts(context).t('jobForm.detail') });
}

/**
 * Fills every field as a person would: text, a work type, the company, city and workplace, bold
 * words in the editor, an image. With `optional: false` the company, city and workplace stay empty.
 */
async function fillForm(context: Context, { optional = true } = {}) {
  const { canvas, userEvent } = context;
  const { t } = storyTexts(context);
  await userEvent.type(canvas.getByLabelText(t('jobForm.title')), '  Vue Developer ');
  await userEvent.type(canvas.getByLabelText(t('jobForm.salaryMin')), '100000');
  await userEvent.type(canvas.getByLabelText(t('jobForm.salaryMax')), '110000');
  await userEvent.selectOptions(canvas.getByLabelText(t('jobForm.salaryCurrency')), 'USD');
  await userEvent.selectOptions(
    canvas.getByLabelText(t('jobForm.salaryPeriod')),
    t('salary.period.year'),
  );
  await userEvent.type(canvas.getByLabelText(t('jobForm.brief')), 'Vue, Pinia, Vite');
  await userEvent.selectOptions(
    canvas.getByLabelText(t('jobForm.workType')),
    t('workType.partTime'),
  );
  if (optional) {
    await userEvent.type(canvas.getByLabelText(t('jobForm.company')), ' Kuzey Yazılım ');
    await userEvent.type(canvas.getByLabelText(t('jobForm.location')), 'İstanbul');
    await userEvent.selectOptions(
      canvas.getByLabelText(t('jobForm.workplace')),
      t('workplace.remote'),
    );
    await userEvent.selectOptions(canvas.getByLabelText(t('jobForm.addCountry')), 'DE');
  }
  const editor = await findEditor(context);
  // Quill's contenteditable does not take {End} or {Home}: click the paragraph, then type.
  await userEvent.click(editor.querySelector('p') ?? editor);
  await userEvent.keyboard('Join a ');
  await userEvent.click(canvas.getByRole('button', { name: t('editor.bold') }));
  await userEvent.keyboard('small team');
  await userEvent.upload(canvas.getByLabelText(t('jobForm.image')), files.logo());
  await canvas.findByRole('img', { name: t('imageInput.preview', { name: 'logo.png' }) });
}

/**
 * The image field is marked invalid and reads its message, then what is chosen (nothing here), as
 * the file picker describes itself.
 */
async function expectImageMessage(context: Context, message: MessageId) {
  const { t } = storyTexts(context);
  const image = context.canvas.getByLabelText(t('jobForm.image'));
  await expect(image).toHaveAttribute('aria-invalid', 'true');
  await expect(image).toHaveAccessibleDescription(`${t(message)} ${t('fileField.none')}`);
}

/** Presses the form's Save. */
async function save(context: Context) {
  const { t } = storyTexts(context);
  await context.userEvent.click(context.canvas.getByRole('button', { name: t('jobForm.save') }));
}

/** The heading as its words are written ('CREATE JOB' in the spec's words, 'İlan ver' in Turkish). */
export const Empty: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      t('jobForm.createTitle'),
    );
    await expect(canvas.getByLabelText(t('jobForm.workType'))).toHaveDisplayValue(
      t('jobForm.workTypePlaceholder'),
    );
    await expect(canvas.getByLabelText(t('jobForm.workplace'))).toHaveDisplayValue(
      t('jobForm.workplaceNone'),
    );
  },
};

/** Everything filled in; choosing the image shows its preview. */
export const FilledWithImagePreview: Story = {
  play: async (context) => {
    await fillForm(context);
    const preview = context.canvas.getByRole('img', {
      name: storyTexts(context).t('imageInput.preview', { name: 'logo.png' }),
    });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(64));
  },
};

/** Nothing filled in: the title, work type and image say what they need; nothing is sent. */
export const EmptySubmit: Story = {
  play: async (context) => {
    await findEditor(context);
    await save(context);
    await expectFieldError(context, 'jobForm.title', 'validation.titleRequired');
    await expectFieldError(context, 'jobForm.workType', 'validation.workTypeInvalid');
    await expectImageMessage(context, 'validation.imageRequired');
    await expect(
      context.canvas.getByLabelText(storyTexts(context).t('jobForm.title')),
    ).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Figures the rules refuse, each message under its input: an amount in words, then a top below
 * the bottom. The rest of the form is valid; nothing is sent.
 */
export const SalaryFiguresRefused: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await fillForm(context, { optional: false });
    await userEvent.clear(canvas.getByLabelText(t('jobForm.salaryMin')));
    await userEvent.type(canvas.getByLabelText(t('jobForm.salaryMin')), 'kırk bin');
    await userEvent.clear(canvas.getByLabelText(t('jobForm.salaryMax')));
    await userEvent.type(canvas.getByLabelText(t('jobForm.salaryMax')), '100');
    await save(context);
    await expectFieldError(context, 'jobForm.salaryMin', 'validation.salaryAmountInvalid');
    // Compared with a lower end only once that one is an amount.
    await expect(canvas.getByLabelText(t('jobForm.salaryMax'))).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    await userEvent.clear(canvas.getByLabelText(t('jobForm.salaryMin')));
    await userEvent.type(canvas.getByLabelText(t('jobForm.salaryMin')), '45000');
    await save(context);
    await expectFieldError(context, 'jobForm.salaryMax', 'validation.salaryMaxBelowMin');
    await expect(canvas.getByLabelText(t('jobForm.salaryMax'))).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent once: text trimmed, the work type as its code, the editor's HTML with `<strong>`, the file. */
export const ValidSubmit: Story = {
  play: async (context) => {
    await fillForm(context);
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      title: 'Vue Developer',
      salary: '',
      salaryMin: '100000',
      salaryMax: '110000',
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      description: 'Vue, Pinia, Vite',
      workType: 2,
      company: 'Kuzey Yazılım',
      location: 'İstanbul',
      // The city's own, picked as it was typed.
      country: 'TR',
      workplace: 'remote',
      applicantCountries: 'DE',
      detail: '<p>Join a <strong>small team</strong></p>',
      applyMethod: 'site',
      applyTo: '',
      coverNoteRequired: 'false',
      // Always sent by a new job's form, as JSON text: none asked.
      screeningQuestions: '[]',
      days: 30,
      image: expect.objectContaining({ name: 'logo.png', type: 'image/png' }),
    });
  },
};

/** Chooses how to apply by its label, and types the address when there is one to type. */
async function chooseApply(
  context: Context,
  method: 'jobForm.applyUrl' | 'jobForm.applyEmail',
  address: string,
) {
  const { canvas, userEvent } = context;
  const { t } = storyTexts(context);
  await userEvent.click(canvas.getByRole('radio', { name: t(method) }));
  const label =
    method === 'jobForm.applyUrl' ? 'jobForm.applyUrlAddress' : 'jobForm.applyEmailAddress';
  const field = canvas.getByLabelText(t(label));
  await expect(field).toBeRequired();
  if (address) await userEvent.type(field, address);
}

/**
 * 'Başvuru' starts on the site, with no address to give: the board's own form takes the
 * applications.
 */
export const ApplyOnTheSite: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByRole('group', { name: t('jobForm.apply') })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t('jobForm.applySite') })).toBeChecked();
    await expect(canvas.queryByLabelText(t('jobForm.applyUrlAddress'))).toBeNull();
    await expect(canvas.queryByLabelText(t('jobForm.applyEmailAddress'))).toBeNull();
  },
};

/** Applications at the company's own page: its https address is sent, trimmed. */
export const ApplyAtAnAddress: Story = {
  play: async (context) => {
    await fillForm(context);
    await chooseApply(context, 'jobForm.applyUrl', ' https://kariyer.kuzeyyazilim.com.tr/ilan/42 ');
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        applyMethod: 'url',
        applyTo: 'https://kariyer.kuzeyyazilim.com.tr/ilan/42',
      }),
    );
  },
};

/** Applications by email, to the address given. */
export const ApplyByEmail: Story = {
  play: async (context) => {
    await fillForm(context);
    await chooseApply(context, 'jobForm.applyEmail', 'ik@kuzeyyazilim.com.tr');
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ applyMethod: 'email', applyTo: 'ik@kuzeyyazilim.com.tr' }),
    );
  },
};

/** An address that is not https is refused before anything is sent, the focus on it. */
export const ApplyAddressNotHttps: Story = {
  play: async (context) => {
    await fillForm(context);
    await chooseApply(context, 'jobForm.applyUrl', 'http://kuzeyyazilim.com.tr/kariyer');
    await save(context);
    await expectFieldError(context, 'jobForm.applyUrlAddress', 'validation.applyUrlInvalid');
    await expect(
      context.canvas.getByLabelText(storyTexts(context).t('jobForm.applyUrlAddress')),
    ).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Email chosen and no address given: it asks for one; nothing is sent. */
export const ApplyEmailMissing: Story = {
  play: async (context) => {
    await fillForm(context);
    await chooseApply(context, 'jobForm.applyEmail', '');
    await save(context);
    await expectFieldError(context, 'jobForm.applyEmailAddress', 'validation.applyEmailInvalid');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Back on the site after typing an address: the address is dropped, not sent. */
export const ApplyBackOnTheSite: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillForm(context);
    await chooseApply(context, 'jobForm.applyUrl', 'https://kuzeyyazilim.com.tr/kariyer');
    await userEvent.click(
      canvas.getByRole('radio', { name: storyTexts(context).t('jobForm.applySite') }),
    );
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ applyMethod: 'site', applyTo: '' }),
    );
  },
};

/** On the site, the poster may ask for a cover note, which is otherwise optional. */
export const AsksForACoverNote: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillForm(context);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: storyTexts(context).t('jobForm.coverNoteRequired') }),
    );
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ applyMethod: 'site', coverNoteRequired: 'true' }),
    );
  },
};

/** Taking applications elsewhere, the site asks for no note: the box goes, and sends no. */
export const NoCoverNoteOffTheSite: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await fillForm(context);
    await userEvent.click(canvas.getByRole('checkbox', { name: t('jobForm.coverNoteRequired') }));
    await chooseApply(context, 'jobForm.applyUrl', 'https://kuzeyyazilim.com.tr/kariyer');
    await expect(
      canvas.queryByRole('checkbox', { name: t('jobForm.coverNoteRequired') }),
    ).toBeNull();
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ applyMethod: 'url', coverNoteRequired: 'false' }),
    );
  },
};

/** A question's fieldset, '{number}. soru', to look for its fields within. */
function question(context: Context, number: number) {
  return within(
    context.canvas.getByRole('group', {
      name: storyTexts(context).t('jobForm.question', { number }),
    }),
  );
}

/** A screening question as a poster writes one; `choices` typed one a line. */
interface TypedQuestion {
  kind: 'questionKind.yes_no' | 'questionKind.number' | 'questionKind.text' | 'questionKind.choice';
  label: string;
  choices?: string;
  /** The answer that disqualifies, as the select shows it. */
  disqualifying?: string;
  minimum?: string;
  required?: boolean;
}

/** Adds a question with 'Soru ekle' and fills it in; the focus is on its text once added. */
async function addQuestion(context: Context, typed: TypedQuestion) {
  const { canvas, userEvent } = context;
  const { t } = storyTexts(context);
  const number = canvas.queryAllByLabelText(t('jobForm.questionLabel')).length + 1;
  await userEvent.click(canvas.getByRole('button', { name: t('jobForm.addQuestion') }));
  const added = question(context, number);
  const label = added.getByLabelText(t('jobForm.questionLabel'));
  await expect(label).toHaveFocus();
  if (typed.label) await userEvent.type(label, typed.label);
  await userEvent.selectOptions(added.getByLabelText(t('jobForm.questionKind')), t(typed.kind));
  if (typed.choices !== undefined)
    await userEvent.type(added.getByLabelText(t('jobForm.questionChoices')), typed.choices);
  if (typed.disqualifying !== undefined)
    await userEvent.selectOptions(
      added.getByLabelText(t('jobForm.disqualifyingAnswer')),
      typed.disqualifying,
    );
  if (typed.minimum !== undefined)
    await userEvent.type(added.getByLabelText(t('jobForm.questionMinimum')), typed.minimum);
  if (typed.required)
    await userEvent.click(added.getByRole('checkbox', { name: t('jobForm.questionRequired') }));
}

/** The questions `onSubmit` was given, read from their JSON text. */
function sentQuestions(context: Context): unknown {
  const body = (context.args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
  return JSON.parse(body.screeningQuestions);
}

/**
 * Screening questions on the site: a choice whose 'Gece' disqualifies (the choices typed one a
 * line, a blank one left out), a yes/no whose 'Hayır' does, and a number with a minimum typed
 * with a comma. Sent as JSON text, trimmed, in their order.
 */
export const ScreeningQuestionsAsked: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await fillForm(context, { optional: false });
    await addQuestion(context, {
      label: ' Hangi vardiyada çalışabilirsiniz? ',
      kind: 'questionKind.choice',
      choices: 'Gündüz {Enter}{Enter}Gece{Enter}Fark etmez',
      disqualifying: 'Gece',
      required: true,
    });
    await addQuestion(context, {
      label: 'B sınıfı ehliyetiniz var mı?',
      kind: 'questionKind.yes_no',
      disqualifying: t('jobForm.answerNo'),
    });
    await addQuestion(context, {
      label: 'Kaç yıllık Vue deneyiminiz var?',
      kind: 'questionKind.number',
      minimum: '1,5',
      required: true,
    });
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(sentQuestions(context)).toEqual([
      {
        kind: 'choice',
        label: 'Hangi vardiyada çalışabilirsiniz?',
        required: true,
        choices: ['Gündüz', 'Gece', 'Fark etmez'],
        disqualifying_answer: 'Gece',
        minimum: null,
      },
      {
        kind: 'yes_no',
        label: 'B sınıfı ehliyetiniz var mı?',
        required: false,
        choices: [],
        disqualifying_answer: 'no',
        minimum: null,
      },
      {
        kind: 'number',
        label: 'Kaç yıllık Vue deneyiminiz var?',
        required: true,
        choices: [],
        disqualifying_answer: null,
        minimum: 1.5,
      },
    ]);
  },
};

/**
 * A question removed: the focus goes to the one that took its place, and only the one left is
 * sent.
 */
export const ScreeningQuestionRemoved: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await fillForm(context, { optional: false });
    await addQuestion(context, { label: 'Ehliyetiniz var mı?', kind: 'questionKind.yes_no' });
    await addQuestion(context, {
      label: 'Ne zaman başlayabilirsiniz?',
      kind: 'questionKind.text',
    });
    await userEvent.click(
      canvas.getByRole('button', { name: t('jobForm.removeQuestion', { number: 1 }) }),
    );
    const label = question(context, 1).getByLabelText(t('jobForm.questionLabel'));
    await expect(label).toHaveValue('Ne zaman başlayabilirsiniz?');
    await expect(label).toHaveFocus();
    await expect(
      canvas.queryByRole('group', { name: t('jobForm.question', { number: 2 }) }),
    ).toBeNull();
    await save(context);
    await expect(sentQuestions(context)).toEqual([
      expect.objectContaining({ kind: 'text', label: 'Ne zaman başlayabilirsiniz?' }),
    ]);
  },
};

/**
 * The contract's rules on the questions, checked with the rest on Save: a question with no text
 * and one choice, and a minimum that is no number. Each message under its field, the focus on the
 * first; nothing is sent.
 */
export const ScreeningQuestionsRefused: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await fillForm(context, { optional: false });
    await addQuestion(context, { label: '', kind: 'questionKind.choice', choices: 'Gece' });
    await addQuestion(context, {
      label: 'Kaç yıllık Vue deneyiminiz var?',
      kind: 'questionKind.number',
      minimum: 'iki',
    });
    await save(context);
    const first = question(context, 1);
    const label = first.getByLabelText(t('jobForm.questionLabel'));
    await expect(label).toHaveAttribute('aria-invalid', 'true');
    await expect(label).toHaveAccessibleDescription(t('validation.questionLabelRequired'));
    await expect(label).toHaveFocus();
    await expect(first.getByLabelText(t('jobForm.questionChoices'))).toHaveAccessibleDescription(
      `${t('validation.choicesCount', { min: 2, max: 6 })} ${t('jobForm.questionChoicesHint', { min: 2, max: 6 })}`,
    );
    await expect(
      question(context, 2).getByLabelText(t('jobForm.questionMinimum')),
    ).toHaveAccessibleDescription(
      `${t('validation.questionMinimumInvalid')} ${t('jobForm.questionMinimumHint')}`,
    );
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A question removed after a refused Save: the messages of the one below go up with it. */
export const ScreeningQuestionMessagesFollowTheirQuestion: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await fillForm(context, { optional: false });
    await addQuestion(context, { label: 'Ehliyetiniz var mı?', kind: 'questionKind.yes_no' });
    await addQuestion(context, { label: '', kind: 'questionKind.text' });
    await save(context);
    await expect(
      question(context, 2).getByLabelText(t('jobForm.questionLabel')),
    ).toHaveAccessibleDescription(t('validation.questionLabelRequired'));
    await userEvent.click(
      canvas.getByRole('button', { name: t('jobForm.removeQuestion', { number: 1 }) }),
    );
    const label = question(context, 1).getByLabelText(t('jobForm.questionLabel'));
    await expect(label).toHaveAttribute('aria-invalid', 'true');
    await expect(label).toHaveAccessibleDescription(t('validation.questionLabelRequired'));
  },
};

/**
 * Applications taken elsewhere: the questions go with the site's form, and none are sent (an
 * empty list), even those typed before.
 */
export const NoScreeningQuestionsOffTheSite: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await fillForm(context, { optional: false });
    await addQuestion(context, { label: 'Ehliyetiniz var mı?', kind: 'questionKind.yes_no' });
    await chooseApply(context, 'jobForm.applyEmail', 'ik@kuzeyyazilim.com.tr');
    await expect(canvas.queryByRole('group', { name: t('jobForm.questions') })).toBeNull();
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ applyMethod: 'email', screeningQuestions: '[]' }),
    );
  },
};

/**
 * The server's 422 on the questions: a question's messages by its place under its fields, the
 * list's own under the section.
 */
export const ScreeningQuestionsServerErrors: Story = {
  decorators: [
    textArgs(({ t }) => ({
      fieldErrors: {
        screeningQuestions: [t('validation.questionsUnreadable')],
        'screeningQuestions.0.choices': [t('validation.choicesRepeated')],
      },
    })),
  ],
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    await expect(
      canvas.getByRole('group', { name: t('jobForm.questions') }),
    ).toHaveAccessibleDescription(
      `${t('jobForm.questionsHint', { max: 5 })} ${t('validation.questionsUnreadable')}`,
    );
    // As the app shows it: the 422 answers the questions sent, here a choice question.
    await addQuestion(context, {
      label: 'Hangi vardiyada çalışabilirsiniz?',
      kind: 'questionKind.choice',
      choices: 'Gece{Enter}gece',
    });
    await expect(
      question(context, 1).getByLabelText(t('jobForm.questionChoices')),
    ).toHaveAccessibleDescription(
      `${t('validation.choicesRepeated')} ${t('jobForm.questionChoicesHint', { min: 2, max: 6 })}`,
    );
  },
};

/**
 * 'Live for' offers the contract's periods, 30 days at first, each with its count in the language's
 * plural; the one chosen is sent as `days`.
 */
export const LiveForChosen: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const liveFor = canvas.getByLabelText(t('jobForm.liveFor'));
    await expect(liveFor).toHaveDisplayValue(t('jobForm.days', { count: 30 }));
    const options = [...(liveFor as HTMLSelectElement).options];
    await expect(options.map((option) => Number(option.value))).toEqual([...limits.postingDays]);
    await expect(options.map((option) => option.text)).toEqual(
      limits.postingDays.map((count) => t('jobForm.days', { count })),
    );
    await fillForm(context);
    await userEvent.selectOptions(liveFor, t('jobForm.days', { count: 90 }));
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ days: 90 }));
  },
};

/** Company and place are optional: left empty, they are sent empty. */
export const ValidSubmitWithoutCompanyOrPlace: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    await fillForm(context, { optional: false });
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        ...{ company: '', location: '', country: '', workplace: '', applicantCountries: '' },
      }),
    );
  },
};

/**
 * A member of companies is asked whom the job is posted as: themselves by default, their free-text
 * company field as before, and the choice sent as `companySlug` ('' for themselves).
 */
export const PostAsOffered: Story = {
  args: { companies: memberCompanies },
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    await findEditor(context);
    const postAs = canvas.getByLabelText(t('jobForm.postAs'));
    await expect(postAs).toHaveValue('');
    await expect(postAs).toHaveAccessibleDescription(t('jobForm.postAsHint'));
    await expect(
      within(postAs)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([t('jobForm.postAsMyself'), 'Kuzey Mobil', 'Anadolu Lojistik A.Ş.']);
    await expect(canvas.getByLabelText(t('jobForm.company'))).toBeVisible();
  },
};

/** Posted as a company: the free-text company goes (the company's name is the job's), its slug is sent. */
export const PostAsACompany: Story = {
  args: { companies: memberCompanies },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await fillForm(context, { optional: false });
    await userEvent.selectOptions(canvas.getByLabelText(t('jobForm.postAs')), 'Kuzey Mobil');
    await expect(canvas.queryByLabelText(t('jobForm.company'))).toBeNull();
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ companySlug: 'kuzey-mobil', company: '' }),
    );
  },
};

/** A company or city longer than the contract allows is refused before anything is sent. */
export const CompanyAndLocationTooLong: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await fillForm(context, { optional: false });
    await userEvent.click(canvas.getByLabelText(t('jobForm.company')));
    await userEvent.paste('Ş'.repeat(limits.companyMaxLength + 1));
    await userEvent.click(canvas.getByLabelText(t('jobForm.location')));
    await userEvent.paste('İ'.repeat(limits.locationMaxLength + 1));
    await save(context);
    await expectFieldError(context, 'jobForm.company', [
      'validation.maxLength',
      { max: limits.companyMaxLength },
    ]);
    await expectFieldError(context, 'jobForm.location', [
      'validation.maxLength',
      { max: limits.locationMaxLength },
    ]);
    await expect(canvas.getByLabelText(t('jobForm.company'))).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async (context) => {
    await findEditor(context);
    await expect(
      context.canvas.getByRole('button', { name: storyTexts(context).t('jobForm.save') }),
    ).toBeDisabled();
    await expect(context.canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A 422 from the server: each message by its field, the summary in red under the form. */
export const ServerErrors: Story = {
  decorators: [
    textArgs(({ t }) => ({
      serverError: t('validation.imageInvalid'),
      fieldErrors: {
        title: [t('validation.maxLength', { max: 120 })],
        image: [t('validation.imageInvalid')],
      },
    })),
  ],
  play: async (context) => {
    await findEditor(context);
    await expectFieldError(context, 'jobForm.title', ['validation.maxLength', { max: 120 }]);
    await expectImageMessage(context, 'validation.imageInvalid');
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('validation.imageInvalid'),
    );
  },
};

/** The server refused the new fields: each message by its own field. */
export const ServerErrorsOnCompanyPlaceAndWorkplace: Story = {
  decorators: [
    textArgs(({ t }) => ({
      serverError: t('validation.maxLength', { max: limits.companyMaxLength }),
      fieldErrors: {
        company: [t('validation.maxLength', { max: limits.companyMaxLength })],
        location: [t('validation.maxLength', { max: limits.locationMaxLength })],
        workplace: [t('validation.workplaceInvalid')],
      },
    })),
  ],
  play: async (context) => {
    await findEditor(context);
    await expectFieldError(context, 'jobForm.company', [
      'validation.maxLength',
      { max: limits.companyMaxLength },
    ]);
    await expectFieldError(context, 'jobForm.location', [
      'validation.maxLength',
      { max: limits.locationMaxLength },
    ]);
    await expectFieldError(context, 'jobForm.workplace', 'validation.workplaceInvalid');
  },
};

/** React's StrictMode mounts twice: still one editor with one toolbar, and typing still reports. */
export const InStrictMode: Story = {
  render: (args) => (
    <StrictMode>
      <CreateJobForm {...args} />
    </StrictMode>
  ),
  play: async (context) => {
    await fillForm(context);
    await expect(context.canvasElement.querySelectorAll('.ql-toolbar')).toHaveLength(1);
    await save(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ detail: '<p>Join a <strong>small team</strong></p>' }),
    );
  },
};

/**
 * A don't for the guidance page: the server's messages by field (a 422) joined into `serverError`.
 * They show under Save, a screen's height from the title they are about; no field is marked
 * invalid, so a keyboard user is not taken to what to fix.
 */
export const DontFieldMessagesUnderTheForm: Story = {
  decorators: [
    textArgs(({ t }) => ({
      serverError: [t('validation.maxLength', { max: 120 }), t('validation.imageInvalid')].join(
        ' ',
      ),
    })),
  ],
  play: async (context) => {
    await findEditor(context);
    await expect(
      context.canvas.getByLabelText(storyTexts(context).t('jobForm.title')),
    ).toHaveAttribute('aria-invalid', 'false');
  },
};
