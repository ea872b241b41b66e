import { type CvProblem, limits } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as user } from 'storybook/test';
import { cvFiles } from '../../storybook/applying';
import { iosJob, longTurkishJob } from '../../storybook/fixtures';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { fileSize } from '../CvDownload/fileSize';
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

function noteField(context: Context) {
  return context.canvas.getByLabelText(storyTexts(context).t('applyForm.note'));
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

/** Nothing written or chosen: the heading names the posting, the note counts from nothing. */
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
    await expect(context.canvas.queryByRole('link')).toBeNull();
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
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ note, cv: file });
  },
};

/** Nothing written or chosen: the note and the CV say what they need; nothing is sent. */
export const EmptySubmit: Story = {
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
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ note, cv: file });
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
