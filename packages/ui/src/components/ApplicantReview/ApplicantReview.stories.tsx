import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { reviewNotes } from '../../storybook/applications';
import { now } from '../../storybook/fixtures';
import { storyTexts } from '../../texts/storyTexts';
import { ApplicantReview } from './ApplicantReview';

const meta = {
  title: 'Components/ApplicantReview',
  component: ApplicantReview,
  args: {
    applicantName: 'Mehmet Demir',
    rating: null,
    notes: [],
    now,
    onRate: fn(),
    onAddNote: fn(async () => true),
    onEditNote: fn(async () => true),
    onDeleteNote: fn(),
  },
} satisfies Meta<typeof ApplicantReview>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The star of `count` in the story's words ('4 yıldız'). */
const starNamed = (context: Context, count: number) =>
  context.canvas.getByRole('radio', {
    name: storyTexts(context).t('applicantReview.stars', { count }),
  });

/** The notes' summary, unfolding them. */
const openNotes = async (context: Context, count: number) =>
  context.userEvent.click(
    context.canvas.getByText(storyTexts(context).t('applicantReview.notes', { count })),
  );

/** Not rated yet, no notes: five empty stars; choosing one reports it. */
export const Unrated: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(
      canvas.getByRole('group', { name: `${t('applicantReview.rating')}: Mehmet Demir` }),
    ).toBeVisible();
    await expect(canvas.queryByRole('radio', { checked: true })).toBeNull();
    await userEvent.click(starNamed(context, 4));
    await expect(args.onRate).toHaveBeenCalledWith(4);
    await expect(
      canvas.queryByRole('button', { name: t('applicantReview.clearRating') }),
    ).toBeNull();
  },
};

/** Rated four: four stars filled, the fourth checked, and a way to clear the rating. */
export const Rated: Story = {
  args: { rating: 4 },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(starNamed(context, 4)).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('applicantReview.clearRating') }));
    await expect(args.onRate).toHaveBeenCalledWith(null);
  },
};

/**
 * The rating on its way: busy, with its ring; a press meanwhile is still reported, for the app to
 * send once the first is saved, so no click is lost.
 */
export const RatingSaving: Story = {
  args: { rating: 2, ratingSaving: true },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    await userEvent.click(starNamed(context, 5));
    await expect(args.onRate).toHaveBeenCalledWith(5);
    await expect(
      canvas.getByRole('group', {
        name: new RegExp(storyTexts(context).t('applicantReview.rating')),
      }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * Two notes unfolded, oldest first, each with its author (a colleague's gone account says so) and
 * date; deleting one is asked first, in the board's confirmation.
 */
export const WithNotes: Story = {
  args: { rating: 5, notes: reviewNotes, defaultOpen: true },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await expect(canvas.getByText(t('applicantReview.notesHint'))).toBeVisible();
    const [first, second] = canvas.getAllByRole('article');
    await expect(first).toHaveTextContent('Ayşe Yılmaz');
    await expect(second).toHaveTextContent(t('applicantReview.deletedAuthor'));
    // The colleague rewrote theirs: it says so; the first is as written.
    await expect(second).toHaveTextContent(t('applicantReview.edited'));
    await expect(first).not.toHaveTextContent(t('applicantReview.edited'));
    await userEvent.click(
      within(first as HTMLElement).getByRole('button', { name: t('applicantReview.deleteNote') }),
    );
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = within(page.getByRole('dialog', { name: t('applicantReview.deleteQuestion') }));
    await userEvent.click(dialog.getByRole('button', { name: t('myPostings.confirmDelete') }));
    await expect(args.onDeleteNote).toHaveBeenCalledWith(reviewNotes[0]?.id);
  },
};

/** The first note's 'Düzenle' and the note in its field, rewritten, for the one who wrote it. */
const openEdit = async (context: Context) => {
  const { t } = storyTexts(context);
  const [first] = context.canvas.getAllByRole('article');
  await context.userEvent.click(
    within(first as HTMLElement).getByRole('button', { name: t('applicantReview.editNote') }),
  );
  return within(first as HTMLElement);
};

/**
 * A note rewritten in place: its text in the field, saved with the change (and the field closes
 * once it is kept); 'Vazgeç' puts the note back as it was.
 */
export const EditingNote: Story = {
  args: { notes: reviewNotes, defaultOpen: true },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    let note = await openEdit(context);
    await userEvent.click(note.getByRole('button', { name: t('applicantReview.cancelEdit') }));
    await expect(note.getByText(reviewNotes[0]?.body ?? '')).toBeVisible();
    note = await openEdit(context);
    const field = note.getByLabelText(t('applicantReview.editLabel'));
    await expect(field).toHaveValue(reviewNotes[0]?.body);
    await userEvent.clear(field);
    await userEvent.type(field, '  Teknik görüşmeye çağıralım.  ');
    await userEvent.click(note.getByRole('button', { name: t('applicantReview.saveEdit') }));
    await expect(args.onEditNote).toHaveBeenCalledWith(
      reviewNotes[0]?.id,
      'Teknik görüşmeye çağıralım.',
    );
    await expect(note.queryByLabelText(t('applicantReview.editLabel'))).toBeNull();
  },
};

/** A note emptied is refused by the field's own check, and nothing is reported. */
export const EditRefused: Story = {
  args: { notes: reviewNotes, defaultOpen: true },
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const note = await openEdit(context);
    await userEvent.clear(note.getByLabelText(t('applicantReview.editLabel')));
    await userEvent.click(note.getByRole('button', { name: t('applicantReview.saveEdit') }));
    await expect(note.getByLabelText(t('applicantReview.editLabel'))).toHaveAccessibleDescription(
      t('validation.reviewNoteRequired'),
    );
    await expect(args.onEditNote).not.toHaveBeenCalled();
  },
};

/** The edit on its way: the button says so and waits. */
export const EditSaving: Story = {
  args: { notes: reviewNotes, defaultOpen: true, editingNoteId: reviewNotes[0]?.id ?? null },
  play: async (context) => {
    const { t } = storyTexts(context);
    const note = await openEdit(context);
    await expect(
      note.getByRole('button', { name: t('applicantReview.addingNote') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Folded under their count, as each applicant of a list shows them at first. */
export const NotesFolded: Story = {
  args: { notes: reviewNotes },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getByText(t('applicantReview.notesHint'))).not.toBeVisible();
    await openNotes(context, reviewNotes.length);
    await expect(context.canvas.getByText(t('applicantReview.notesHint'))).toBeVisible();
  },
};

/** A note written and saved: sent trimmed, and the field empties once it is kept. */
export const AddingANote: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await openNotes(context, 0);
    const field = canvas.getByLabelText(t('applicantReview.noteLabel'));
    await userEvent.type(field, '  Referans kontrolü yapılacak.  ');
    await userEvent.click(canvas.getByRole('button', { name: t('applicantReview.addNote') }));
    await expect(args.onAddNote).toHaveBeenCalledWith('Referans kontrolü yapılacak.');
    await expect(field).toHaveValue('');
  },
};

/** A blank note: the field says so and takes the focus; nothing is sent. */
export const BlankNote: Story = {
  args: { defaultOpen: true },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.click(canvas.getByRole('button', { name: t('applicantReview.addNote') }));
    const field = canvas.getByLabelText(t('applicantReview.noteLabel'));
    await expect(field).toHaveAccessibleDescription(t('validation.reviewNoteRequired'));
    await expect(field).toHaveFocus();
    await expect(args.onAddNote).not.toHaveBeenCalled();
  },
};

/** A note on its way: the button says so and waits; what was typed stays. */
export const NoteSaving: Story = {
  args: { defaultOpen: true, addingNote: true, notes: reviewNotes.slice(0, 1) },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByRole('button', { name: t('applicantReview.addingNote') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};
