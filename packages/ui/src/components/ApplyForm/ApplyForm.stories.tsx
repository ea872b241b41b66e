import { type CvProblem, limits, type ScreeningQuestion, screeningLimits } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as user, within } from 'storybook/test';
import { cvFiles } from '../../storybook/applying';
import { iosJob, longTurkishJob } from '../../storybook/fixtures';
import { askedQuestions } from '../../storybook/screening';
import { defaultCv, englishCv, storedCvs } from '../../storybook/storedCvs';
import { onMobile } from '../../storybook/viewports';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { fileSize } from '../CvDownload/fileSize';
import { longPostingDate } from '../PostedDate/relativeTime';
import { ApplyForm } from './ApplyForm';

const meta = {
  title: 'Components/ApplyForm',
  component: ApplyForm,
  args: { onSubmit: fn(), job: iosJob },
} satisfies Meta<typeof ApplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

const note = 'Merhaba,\n\nAltı yıldır SwiftUI ile mobil uygulama geliştiriyorum. Görüşmek isterim.';

/** The note, 'Ön yazı (isteğe bağlı)', or 'Ön yazı' where the posting asks for one. */
function noteField(context: Context) {
  const { t } = storyTexts(context);
  return context.canvas.getByLabelText(
    t(context.args.noteRequired ? 'applyForm.note' : 'applyForm.noteOptional'),
  );
}

function cvField(context: Context) {
  const { t, language } = storyTexts(context);
  return context.canvas.getByLabelText(
    t('applyForm.cv', { size: fileSize(limits.cvMaxBytes, language) }),
  );
}

/** The count under the note, in the story's language: '85 / 5.000 karakter'. */
function noteCount(context: Context, count: number) {
  const { t, formats } = storyTexts(context);
  return t('applyForm.noteCount', {
    count: formats.number(count),
    max: formats.number(limits.noteMaxLength),
  });
}

/** The note reads out its message, then its count; it is marked invalid. */
async function expectNoteMessage(context: Context, message: string, count: number) {
  await expect(noteField(context)).toHaveAttribute('aria-invalid', 'true');
  await expect(noteField(context)).toHaveAccessibleDescription(
    `${message} ${noteCount(context, count)}`,
  );
}

/**
 * The CV input reads out the message, then the file chosen (its name, or that there is none);
 * it shows the message under itself and is marked invalid.
 */
async function expectCvMessage(context: Context, message: string, chosen: string) {
  await expect(cvField(context)).toHaveAttribute('aria-invalid', 'true');
  await expect(cvField(context)).toHaveAccessibleDescription(`${message} ${chosen}`);
  await expect(context.canvas.getByText(message)).toBeVisible();
}

/**
 * Chooses a file as a person would in the picker's 'all files' view, which does not hold to
 * `accept`: the bytes decide.
 */
async function chooseCv(context: Context, file: File) {
  await user.setup({ applyAccept: false }).upload(cvField(context), file);
}

/**
 * Chooses the whole PDF and waits until its bytes are read and found right: its size shows beside
 * its name, which the input reads out.
 */
async function chooseGoodCv(context: Context) {
  const size = fileSize(cvFiles.pdf().size, storyTexts(context).language);
  const file = cvFiles.pdf();
  await chooseCv(context, file);
  await context.canvas.findByText(size);
  await expect(cvField(context)).toHaveAccessibleDescription(`${file.name} ${size}`);
  return file;
}

function submit(context: Context) {
  return context.userEvent.click(
    context.canvas.getByRole('button', { name: storyTexts(context).t('applyForm.submit') }),
  );
}

/**
 * Nothing written or chosen: the heading names the posting, the note (optional) counts from
 * nothing, and a line leads to the page where CVs are kept.
 */
export const Empty: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('heading', {
        level: 1,
        name: t('applyForm.titleFor', { title: iosJob.title }),
      }),
    ).toBeVisible();
    await expect(noteField(context)).toHaveAccessibleDescription(noteCount(context, 0));
    await expect(cvField(context)).toHaveAttribute('accept', 'application/pdf,.pdf');
    await expect(
      context.canvas.getByRole('link', { name: t('applyForm.manageCvs') }),
    ).toHaveAttribute('href', '/profile/cv');
  },
};

/** The form on its own, for no posting in particular. */
export const WithoutAPosting: Story = {
  args: { job: undefined },
  play: async (context) => {
    await expect(
      context.canvas.getByRole('heading', {
        level: 1,
        name: storyTexts(context).t('applyForm.title'),
      }),
    ).toBeVisible();
    await expect(
      context.canvas.queryByRole('link', { name: storyTexts(context).t('applyForm.backToJob') }),
    ).toBeNull();
  },
};

/** Braid's stress case: a long unbroken title and company wrap in the heading. */
export const LongTurkishTitle: Story = { args: { job: longTurkishJob } };

/** A note written and a PDF chosen: its name and size under the input, the note's count. */
export const Filled: Story = {
  play: async (context) => {
    await context.userEvent.type(noteField(context), note);
    await expect(noteField(context)).toHaveAccessibleDescription(noteCount(context, note.length));
    await chooseGoodCv(context);
    await expect(cvField(context)).toHaveAttribute('aria-invalid', 'false');
  },
};

/**
 * Back after a reload: the note written before is there, counted, and each change to it is told
 * so the app keeps it; a CV is chosen again (a browser keeps no file across a reload).
 */
export const DraftRestored: Story = {
  args: { draftNote: note, onNoteChange: fn() },
  play: async (context) => {
    const { args } = context;
    await expect(noteField(context)).toHaveValue(note);
    await expect(noteField(context)).toHaveAccessibleDescription(noteCount(context, note.length));
    await expect(cvField(context)).toHaveValue('');
    await context.userEvent.type(noteField(context), ' Teşekkürler.');
    await expect(args.onNoteChange).toHaveBeenLastCalledWith(`${note} Teşekkürler.`);
  },
};

/** Sent once, with the note trimmed and the file as chosen. */
export const Submitted: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    await context.userEvent.type(noteField(context), `  ${note}  `);
    const file = await chooseGoodCv(context);
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ note, cv: { file }, answers: {} });
  },
};

/** No note is needed: a CV alone is sent, with the note empty. */
export const SubmittedWithoutNote: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const file = await chooseGoodCv(context);
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      note: '',
      cv: { file },
      answers: {},
    });
  },
};

/**
 * Nothing written or chosen: the CV says it is needed and takes the focus; the note, optional,
 * says nothing; nothing is sent.
 */
export const EmptySubmit: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    await submit(context);
    await expectCvMessage(context, t('validation.cvRequired'), t('fileField.none'));
    await expect(noteField(context)).toHaveAttribute('aria-invalid', 'false');
    await expect(cvField(context)).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A posting that asks for a cover note (`noteRequired`): the label says 'Ön yazı' alone, and sent
 * empty, the note and the CV say what they need, the note focused; nothing is sent.
 */
export const NoteRequired: Story = {
  args: { noteRequired: true },
  play: async (context) => {
    const { t } = storyTexts(context);
    await submit(context);
    await expectNoteMessage(context, t('validation.noteRequired'), 0);
    await expectCvMessage(context, t('validation.cvRequired'), t('fileField.none'));
    await expect(noteField(context)).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A story for a file the board refuses: chosen, it says why at once, under the input; with a note
 * written, a submit sends nothing and puts the focus on the CV.
 */
function refusesFile(file: () => File, problem: CvProblem): Story {
  return {
    play: async (context) => {
      const message = storyTexts(context).t(problem);
      const chosen = file();
      await context.userEvent.type(noteField(context), note);
      await chooseCv(context, chosen);
      await context.canvas.findByText(message);
      await expectCvMessage(context, message, chosen.name);
      await submit(context);
      await expect(cvField(context)).toHaveFocus();
      await expect(context.args.onSubmit).not.toHaveBeenCalled();
    },
  };
}

/** A file of 0 bytes. */
export const EmptyFile: Story = refusesFile(cvFiles.empty, 'validation.cvEmpty');

/** A picture renamed `cv.pdf` and declared a PDF: its bytes are a PNG's. */
export const PictureRenamedPdf: Story = refusesFile(cvFiles.renamedPng, 'validation.cvNotPdf');

/** An HTML page sent as `application/pdf`. */
export const HtmlDeclaredPdf: Story = {
  ...refusesFile(cvFiles.html, 'validation.cvNotPdf'),
  tags: ['!screenshot'],
};

/** A PDF cut short: it starts as one, but never ends. */
export const TruncatedPdf: Story = refusesFile(cvFiles.truncated, 'validation.cvTruncated');

/** One byte over 5 MB. */
export const TooLarge: Story = refusesFile(cvFiles.tooLarge, 'validation.cvTooLarge');

/** A refused file replaced by a good one: the message goes, the application is sent. */
export const RefusedThenReplaced: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const message = storyTexts(context).t('validation.cvNotPdf');
    await context.userEvent.type(noteField(context), note);
    await chooseCv(context, cvFiles.renamedPng());
    await context.canvas.findByText(message);
    const file = await chooseGoodCv(context);
    await expect(context.canvas.queryByText(message)).toBeNull();
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ note, cv: { file }, answers: {} });
  },
};

/**
 * A note longer than the limit: the count turns red as it passes it, the limit's message on
 * submit, nothing sent.
 */
export const NoteTooLong: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const tooLong = 'Ş'.repeat(limits.noteMaxLength + 1);
    await context.userEvent.click(noteField(context));
    await context.userEvent.paste(tooLong);
    await chooseGoodCv(context);
    await submit(context);
    await expectNoteMessage(
      context,
      t('validation.maxLength', { max: limits.noteMaxLength }),
      tooLong.length,
    );
    await expect(noteField(context)).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's 422, each message by its field, as the form's own. */
export const ServerErrors: Story = {
  args: { noteRequired: true },
  decorators: [
    textArgs(({ t }) => ({
      errors: { note: [t('validation.noteRequired')], cv: [t('validation.cvTruncated')] },
    })),
  ],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expectNoteMessage(context, t('validation.noteRequired'), 0);
    await expectCvMessage(context, t('validation.cvTruncated'), t('fileField.none'));
  },
};

/** The server's answer for the whole application (a 413 here), in red under the form. */
export const ServerMessage: Story = {
  decorators: [textArgs(({ t }) => ({ serverError: t('validation.cvTooLarge') }))],
  play: async (context) => {
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      storyTexts(context).t('validation.cvTooLarge'),
    );
  },
};

/** The server refused the file sent; another file chosen is no longer that message's. */
export const ServerErrorAboutAnEarlierFile: Story = {
  tags: ['!screenshot'],
  decorators: [textArgs(({ t }) => ({ errors: { cv: [t('validation.cvTruncated')] } }))],
  play: async (context) => {
    await chooseGoodCv(context);
    await expect(cvField(context)).toHaveAttribute('aria-invalid', 'false');
    await expect(
      context.canvas.queryByText(storyTexts(context).t('validation.cvTruncated')),
    ).toBeNull();
  },
};

/** On its way: the button is disabled and spins, and a second press sends nothing. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async (context) => {
    const button = context.canvas.getByRole('button', {
      name: storyTexts(context).t('applyForm.submit'),
    });
    await expect(button).toBeDisabled();
    await expect(context.canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A stored CV's radio, by its name, or the upload's, 'Yeni bir dosya yükle'. */
function cvChoice(context: Context, name: string) {
  return context.canvas.getByRole('radio', { name });
}

function uploadChoice(context: Context) {
  return cvChoice(context, storyTexts(context).t('applyForm.uploadNew'));
}

/**
 * The member's stored CVs offered by name, the default chosen, its hint saying it is the default,
 * the other's when it was uploaded; no file field until the upload is chosen. Sent at once, with
 * no note: the default's id.
 */
export const WithStoredCvs: Story = {
  args: { storedCvs },
  play: async (context) => {
    const { canvas } = context;
    const { t, language } = storyTexts(context);
    await expect(canvas.getByRole('group', { name: t('applyForm.cvChoice') })).toBeVisible();
    await expect(cvChoice(context, defaultCv.name)).toBeChecked();
    await expect(cvChoice(context, defaultCv.name)).toHaveAccessibleDescription(
      t('applyForm.storedCvDefault', { size: fileSize(defaultCv.size, language) }),
    );
    await expect(cvChoice(context, englishCv.name)).toHaveAccessibleDescription(
      t('applyForm.storedCvHint', {
        size: fileSize(englishCv.size, language),
        date: longPostingDate(new Date(englishCv.updated_at), language),
      }),
    );
    await expect(uploadChoice(context)).not.toBeChecked();
    await expect(
      canvas.queryByLabelText(t('applyForm.cv', { size: fileSize(limits.cvMaxBytes, language) })),
    ).toBeNull();
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      note: '',
      cv: { storedId: defaultCv.id },
      answers: {},
    });
    // The choice is what is reviewed, not the focus the press left.
    canvas.getByRole('button', { name: t('applyForm.submit') }).blur();
  },
};

/** Another stored CV chosen is the one sent, by its id, with the note. */
export const AnotherStoredCv: Story = {
  tags: ['!screenshot'],
  args: { storedCvs, onEdit: fn() },
  play: async (context) => {
    await context.userEvent.click(cvChoice(context, englishCv.name));
    await expect(context.args.onEdit).toHaveBeenCalled();
    await context.userEvent.type(noteField(context), note);
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      note,
      cv: { storedId: englishCv.id },
      answers: {},
    });
  },
};

/**
 * 'Yeni bir dosya yükle' chosen: the file field shows under it, inside the choice. Sent with no
 * file, it says one is needed; with a PDF chosen, the file is sent, not a stored CV.
 */
export const UploadInsteadOfStored: Story = {
  args: { storedCvs },
  play: async (context) => {
    const { t } = storyTexts(context);
    await context.userEvent.click(uploadChoice(context));
    await submit(context);
    await expectCvMessage(context, t('validation.cvRequired'), t('fileField.none'));
    await expect(cvField(context)).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
    const file = await chooseGoodCv(context);
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      note: '',
      cv: { file },
      answers: {},
    });
    // The chosen file is what is reviewed, not the focus the press left.
    context.canvas.getByRole('button', { name: t('applyForm.submit') }).blur();
  },
};

/**
 * The server's 422 for a stored CV deleted meanwhile (in another tab): its message under the
 * choice, which reads it out.
 */
export const StoredCvGone: Story = {
  args: { storedCvs },
  decorators: [textArgs(({ t }) => ({ errors: { stored_cv: [t('validation.storedCvMissing')] } }))],
  play: async (context) => {
    const { t } = storyTexts(context);
    const message = t('validation.storedCvMissing');
    await expect(context.canvas.getByText(message)).toBeVisible();
    await expect(
      context.canvas.getByRole('group', { name: t('applyForm.cvChoice') }),
    ).toHaveAccessibleDescription(message);
    await expect(cvChoice(context, defaultCv.name)).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * A don't for the guidance page: the server's message about the CV handed to `serverError`
 * instead of `errors.cv`. It shows under the button, far from the file it is about; the CV input
 * is not marked invalid and does not read it out.
 */
export const DontFieldMessageUnderTheForm: Story = {
  decorators: [textArgs(({ t }) => ({ serverError: t('validation.cvTruncated') }))],
  play: async (context) => {
    await expect(cvField(context)).toHaveAttribute('aria-invalid', 'false');
  },
};

const [permit, years, office, start, swiftui] = askedQuestions as [
  ScreeningQuestion,
  ScreeningQuestion,
  ScreeningQuestion,
  ScreeningQuestion,
  ScreeningQuestion,
];

/** A question's label as the form shows it: '… (isteğe bağlı)' for an optional one. */
function questionLabel(context: Context, question: ScreeningQuestion) {
  const { t } = storyTexts(context);
  return question.required
    ? question.label
    : t('applyForm.questionOptional', { label: question.label });
}

/** 'Ön eleme soruları': the part of the form that asks the posting's questions. */
function questionsPart(context: Context) {
  return within(
    context.canvas.getByRole('group', { name: storyTexts(context).t('applyForm.questions') }),
  );
}

/** A yes/no or choice question's radio group, by the question. */
function questionGroup(context: Context, question: ScreeningQuestion) {
  return questionsPart(context).getByRole('group', { name: questionLabel(context, question) });
}

/** One of a question's radios: a choice, or 'Evet' or 'Hayır' (`yes`, `no`). */
function answerRadio(context: Context, question: ScreeningQuestion, answer: string) {
  const { t } = storyTexts(context);
  const name =
    question.kind === 'yes_no' ? t(answer === 'yes' ? 'answer.yes' : 'answer.no') : answer;
  return within(questionGroup(context, question)).getByRole('radio', { name });
}

/** A number or text question's field, by the question. */
function answerField(context: Context, question: ScreeningQuestion) {
  return questionsPart(context).getByLabelText(questionLabel(context, question));
}

/**
 * The posting's screening questions under the CV, in 'Ön eleme soruları': a yes/no as Evet and
 * Hayır, a number's field with a decimal keyboard, a choice's radios (their texts as written,
 * spaces and dashes too), a short text of at most 300 characters; the optional ones say so.
 * Nothing is chosen to begin with.
 */
export const Questions: Story = {
  args: { questions: askedQuestions, storedCvs },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('group', { name: t('applyForm.questions') }),
    ).toBeVisible();
    await expect(answerRadio(context, permit, 'yes')).not.toBeChecked();
    await expect(answerRadio(context, permit, 'no')).not.toBeChecked();
    await expect(answerField(context, years)).toHaveAttribute('inputmode', 'decimal');
    await expect(answerField(context, years)).toHaveValue('');
    await expect(within(questionGroup(context, office)).getAllByRole('radio')).toHaveLength(
      office.choices.length,
    );
    for (const choice of office.choices) {
      await expect(answerRadio(context, office, choice)).not.toBeChecked();
    }
    await expect(answerField(context, start)).toHaveAttribute(
      'maxlength',
      String(screeningLimits.textAnswerMaxLength),
    );
    await expect(answerRadio(context, swiftui, 'yes')).toBeVisible();
  },
};

/** At 375 px: the questions' labels and choices wrap inside the form, none cut. */
export const QuestionsMobile: Story = { ...Questions, ...onMobile };

/**
 * Answered and sent: `onSubmit` gets the answers by their questions' ids, trimmed, the optional
 * one left empty out of them; `onAnswersChange` was told each as it was given, as typed.
 */
export const QuestionsAnswered: Story = {
  args: { questions: askedQuestions, storedCvs, onAnswersChange: fn() },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.click(answerRadio(context, permit, 'yes'));
    await userEvent.type(answerField(context, years), ' 2,5 ');
    await userEvent.click(answerRadio(context, office, '1–2 gün'));
    await userEvent.click(answerRadio(context, swiftui, 'no'));
    await expect(answerRadio(context, office, '1–2 gün')).toBeChecked();
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith({
      'q-permit': 'yes',
      'q-years': ' 2,5 ',
      'q-office': '1–2 gün',
      'q-swiftui': 'no',
    });
    await submit(context);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      note: '',
      cv: { storedId: defaultCv.id },
      answers: { 'q-permit': 'yes', 'q-years': '2,5', 'q-office': '1–2 gün', 'q-swiftui': 'no' },
    });
    // The answers are what is reviewed, not the focus the press left.
    canvas.getByRole('button', { name: t('applyForm.submit') }).blur();
  },
};

/**
 * A required question left unanswered and a number that is no number: each says what it needs
 * under itself, reads it out and is marked invalid; the first, the yes/no's 'Evet', takes the
 * focus; the optional ones say nothing; nothing is sent.
 */
export const QuestionsRefused: Story = {
  args: { questions: askedQuestions, storedCvs },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.type(answerField(context, years), 'iki');
    await userEvent.click(answerRadio(context, office, '3 gün ve üzeri'));
    await submit(context);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const required = t('validation.answerRequired');
    await expect(questionGroup(context, permit)).toHaveAccessibleDescription(required);
    await expect(answerRadio(context, permit, 'yes')).toHaveAttribute('aria-invalid', 'true');
    await expect(answerRadio(context, permit, 'yes')).toHaveFocus();
    await expect(answerField(context, years)).toHaveAttribute('aria-invalid', 'true');
    await expect(answerField(context, years)).toHaveAccessibleDescription(
      t('validation.answerNumber'),
    );
    await expect(context.canvas.getByText(t('validation.answerNumber'))).toBeVisible();
    await expect(answerRadio(context, office, 'Hiç')).toHaveAttribute('aria-invalid', 'false');
    await expect(answerField(context, start)).toHaveAttribute('aria-invalid', 'false');
    await expect(answerRadio(context, swiftui, 'yes')).toHaveAttribute('aria-invalid', 'false');
  },
};

/** At 375 px, in English: the messages wrap under their questions. */
export const QuestionsRefusedMobileInEnglish: Story = {
  ...QuestionsRefused,
  globals: { ...onMobile.globals, locale: 'en' },
};

/** Answered, once refused: sent with the answers as now given. */
export const QuestionsRefusedThenSent: Story = {
  tags: ['!screenshot'],
  args: { questions: askedQuestions, storedCvs },
  play: async (context) => {
    const { args, userEvent } = context;
    await userEvent.type(answerField(context, years), 'iki');
    await submit(context);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(answerRadio(context, permit, 'no'));
    await userEvent.clear(answerField(context, years));
    await userEvent.type(answerField(context, years), '3');
    await userEvent.click(answerRadio(context, office, 'Hiç'));
    await userEvent.type(answerField(context, start), '  Hemen ');
    await submit(context);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      note: '',
      cv: { storedId: defaultCv.id },
      answers: { 'q-permit': 'no', 'q-years': '3', 'q-office': 'Hiç', 'q-start': 'Hemen' },
    });
  },
};

/**
 * Back after a reload: the answers given before are there, chosen and typed; one no longer among
 * its question's choices, and one to a question no longer asked, are left out. A change is told
 * with the others, so the app keeps them.
 */
export const QuestionsFromDraft: Story = {
  args: {
    questions: askedQuestions,
    storedCvs,
    draftNote: note,
    draftAnswers: {
      'q-permit': 'no',
      'q-years': '4',
      'q-office': 'Haftada bir',
      'q-start': 'Ocak başında',
      'q-gone': 'yes',
    },
    onAnswersChange: fn(),
  },
  play: async (context) => {
    const { args, userEvent } = context;
    await expect(answerRadio(context, permit, 'no')).toBeChecked();
    await expect(answerField(context, years)).toHaveValue('4');
    for (const choice of office.choices) {
      await expect(answerRadio(context, office, choice)).not.toBeChecked();
    }
    await expect(answerField(context, start)).toHaveValue('Ocak başında');
    await userEvent.click(answerRadio(context, permit, 'yes'));
    await expect(args.onAnswersChange).toHaveBeenLastCalledWith({
      'q-permit': 'yes',
      'q-years': '4',
      'q-start': 'Ocak başında',
    });
    // The answers are what is reviewed, not the focus the press left.
    answerRadio(context, permit, 'yes').blur();
  },
};

/** The server's 422 about answers (`answers.<id>`), each under its question, as the form's own. */
export const QuestionsServerErrors: Story = {
  tags: ['!screenshot'],
  args: { questions: askedQuestions, storedCvs },
  decorators: [
    textArgs(({ t }) => ({
      errors: {
        'answers.q-permit': [t('validation.answerRequired')],
        'answers.q-years': [t('validation.answerNumber')],
      },
    })),
  ],
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(questionGroup(context, permit)).toHaveAccessibleDescription(
      t('validation.answerRequired'),
    );
    await expect(answerField(context, years)).toHaveAttribute('aria-invalid', 'true');
    await expect(answerField(context, years)).toHaveAccessibleDescription(
      t('validation.answerNumber'),
    );
    await expect(answerRadio(context, office, 'Hiç')).toHaveAttribute('aria-invalid', 'false');
  },
};
