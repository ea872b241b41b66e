import { cvNameMaxLength, limits, seekerLimits } from '@job/contract';
import type { MessageId } from '@job/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as user, waitFor, within } from 'storybook/test';
import { cvFiles } from '../../storybook/applying';
import { defaultCv, englishCv, fullStoredCvs, oldCv, storedCvs } from '../../storybook/storedCvs';
import { onMobile } from '../../storybook/viewports';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { fileSize } from '../CvDownload/fileSize';
import { longPostingDate } from '../PostedDate/relativeTime';
import { StoredCvs } from './StoredCvs';

const meta = {
  title: 'Components/StoredCvs',
  component: StoredCvs,
  args: {
    cvs: storedCvs,
    onAdd: fn(),
    onReplace: fn(),
    onRename: fn(),
    onMakeDefault: fn(),
    onDelete: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof StoredCvs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

type Action = 'storedCvs.makeDefault' | 'storedCvs.rename' | 'storedCvs.delete';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The accessible name of an action on a CV, its word then the CV's name: 'Sil: Ayse_Yilmaz_CV.pdf'. */
function named(context: Context, id: MessageId, name: string) {
  return new RegExp(`^${escapeRegExp(storyTexts(context).t(id))}\\W+${escapeRegExp(name)}$`);
}

function action(context: Context, id: Action, name: string = englishCv.name) {
  return context.canvas.getByRole('button', { name: named(context, id, name) });
}

/** A CV's 'Dosyayı değiştir': the file input under the small button, named by it. */
function replaceInput(context: Context, name: string = englishCv.name) {
  return context.canvas.getByLabelText(named(context, 'storedCvs.replace', name));
}

/** The row of a CV, by its name. */
function rowOf(context: Context, name: string) {
  const rows = context.canvas.getAllByRole('article');
  const found = rows.find((row) => within(row).queryByText(name));
  if (!found) throw new Error(`No row for ${name}`);
  return found;
}

/** The upload of another CV, 'CV ekle (PDF, en fazla 5 MB)'. */
function addField(context: Context) {
  const { t, language } = storyTexts(context);
  return context.canvas.getByLabelText(
    t('storedCvs.add', { size: fileSize(limits.cvMaxBytes, language) }),
  );
}

/**
 * Chooses a file as a person would in the picker's 'all files' view, which does not hold to
 * `accept`: the bytes decide.
 */
function choose(input: HTMLElement, file: File) {
  return user.setup({ applyAccept: false }).upload(input, file);
}

/** The row's 'Varsayılan' badge, or null. */
function defaultBadge(context: Context, row: HTMLElement) {
  return within(row).queryByText(storyTexts(context).t('storedCvs.default'));
}

/** What a row says under the name: its size and when it was uploaded. */
function facts(context: Context, cv: typeof defaultCv) {
  const { t, language } = storyTexts(context);
  return t('storedCvs.facts', {
    size: fileSize(cv.size, language),
    date: longPostingDate(new Date(cv.updated_at), language),
  });
}

/**
 * Two CVs: the default marked and first, the other offering 'Varsayılan yap'; each with its size
 * and upload date, and the upload of a third under them.
 */
export const Two: Story = {
  play: async (context) => {
    const [first, second] = context.canvas.getAllByRole('article') as [HTMLElement, HTMLElement];
    await expect(defaultBadge(context, first)).toBeVisible();
    await expect(first).toHaveTextContent(facts(context, defaultCv));
    await expect(defaultBadge(context, second)).toBeNull();
    await expect(second).toHaveTextContent(facts(context, englishCv));
    await expect(
      context.canvas.queryByRole('button', {
        name: named(context, 'storedCvs.makeDefault', defaultCv.name),
      }),
    ).toBeNull();
    await expect(action(context, 'storedCvs.makeDefault')).toBeVisible();
    await expect(addField(context)).toHaveAttribute('accept', 'application/pdf,.pdf');
  },
};

/** None stored yet: says what they are for, and offers the upload. */
export const None: Story = {
  args: { cvs: [] },
  play: async (context) => {
    await expect(context.canvas.getByText(storyTexts(context).t('storedCvs.none'))).toBeVisible();
    await expect(context.canvas.queryByRole('article')).toBeNull();
    await expect(addField(context)).toBeEnabled();
  },
};

/** One CV, the default: nothing to make default, the upload of another under it. */
export const One: Story = {
  args: { cvs: [defaultCv] },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(defaultBadge(context, context.canvas.getByRole('article'))).toBeVisible();
    await expect(
      context.canvas.queryByRole('button', { name: new RegExp(t('storedCvs.makeDefault')) }),
    ).toBeNull();
    await expect(addField(context)).toBeEnabled();
  },
};

/** As many as a member may keep: instead of the upload, that one goes (or is replaced) first. */
export const Three: Story = {
  args: { cvs: fullStoredCvs },
  play: async (context) => {
    const { t, language } = storyTexts(context);
    await expect(context.canvas.getAllByRole('article')).toHaveLength(seekerLimits.storedCvsMax);
    await expect(
      context.canvas.getByText(t('storedCvs.full', { max: seekerLimits.storedCvsMax })),
    ).toBeVisible();
    await expect(
      context.canvas.queryByLabelText(
        t('storedCvs.add', { size: fileSize(limits.cvMaxBytes, language) }),
      ),
    ).toBeNull();
  },
};

/** On a phone each row's actions go under its name and wrap; the name still wraps anywhere. */
export const ThreeOnPhone: Story = {
  ...onMobile,
  args: { cvs: fullStoredCvs },
  play: async (context) => {
    const [row] = context.canvas.getAllByRole('article') as [HTMLElement];
    const name = within(row).getByRole('heading').getBoundingClientRect();
    const remove = action(context, 'storedCvs.delete', defaultCv.name).getBoundingClientRect();
    await expect(remove.top).toBeGreaterThan(name.bottom);
    await expect(remove.right).toBeLessThanOrEqual(row.getBoundingClientRect().right);
  },
};

/** A PDF chosen is checked by its bytes, then told to the app, at once: no button to press. */
export const Adds: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const file = cvFiles.pdf();
    await choose(addField(context), file);
    await waitFor(() => expect(context.args.onAdd).toHaveBeenCalledOnce());
    await expect(context.args.onAdd).toHaveBeenCalledWith(file);
  },
};

/**
 * The upload on its way (`busy: 'new'`): the file chosen named, 'CV yükleniyor…' under it, the
 * part busy; another file chosen meanwhile waits for the next upload.
 */
export const Adding: Story = {
  args: { busy: 'new' },
  play: async (context) => {
    const { t } = storyTexts(context);
    const file = cvFiles.pdf();
    await choose(addField(context), file);
    await expect(addField(context)).toHaveAccessibleDescription(file.name);
    await expect(context.canvas.getByRole('status')).toHaveTextContent(t('storedCvs.adding'));
    // Another file chosen meanwhile is not sent: one upload at a time.
    await choose(addField(context), new File([file], 'Ikinci.pdf', { type: file.type }));
    await expect(context.args.onAdd).toHaveBeenCalledTimes(1);
    await expect(addField(context)).toHaveAccessibleDescription(file.name);
    await expect(
      context.canvas.getByRole('region', { name: t('storedCvs.title') }),
    ).toHaveAttribute('aria-busy', 'true');
    // The upload is what is reviewed, not the focus the picker left.
    addField(context).blur();
  },
};

/** A file that is not a PDF: said at once under the upload; nothing is sent. */
export const NotAPdf: Story = {
  play: async (context) => {
    const message = storyTexts(context).t('validation.cvNotPdf');
    await choose(addField(context), cvFiles.renamedPng());
    await context.canvas.findByText(message);
    await expect(addField(context)).toHaveAttribute('aria-invalid', 'true');
    await expect(addField(context)).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(context.args.onAdd).not.toHaveBeenCalled();
    addField(context).blur();
  },
};

/** The server refused the upload (a 409: three kept already, from another tab), under it. */
export const UploadRefused: Story = {
  decorators: [
    textArgs(({ t }) => ({
      uploadError: t('api.storedCvsFull', { max: seekerLimits.storedCvsMax }),
    })),
  ],
  play: async (context) => {
    const message = storyTexts(context).t('api.storedCvsFull', { max: seekerLimits.storedCvsMax });
    await expect(context.canvas.getByText(message)).toBeVisible();
    await expect(addField(context)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A change to a CV on its way (a new default, a name, a file): its row busy, a press ignored. */
export const Changing: Story = {
  args: { busy: englishCv.id },
  play: async (context) => {
    const { args } = context;
    await expect(rowOf(context, englishCv.name)).toHaveAttribute('aria-busy', 'true');
    await expect(rowOf(context, defaultCv.name)).toHaveAttribute('aria-busy', 'false');
    const makeDefault = action(context, 'storedCvs.makeDefault');
    await context.userEvent.click(makeDefault);
    await expect(args.onMakeDefault).not.toHaveBeenCalled();
    await expect(replaceInput(context)).toBeDisabled();
    // The busy state is what is reviewed, not the focus the click left.
    makeDefault.blur();
  },
};

/** 'Varsayılan yap' on another CV tells the app which. */
export const MakesDefault: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    await context.userEvent.click(action(context, 'storedCvs.makeDefault'));
    await expect(context.args.onMakeDefault).toHaveBeenCalledWith(englishCv.id);
  },
};

/** A press on a CV's name downloads it: the app fetches it, behind the session. */
export const Downloads: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { t } = storyTexts(context);
    await context.userEvent.click(
      context.canvas.getByRole('button', {
        name: t('storedCvs.download', { name: englishCv.name }),
      }),
    );
    await expect(context.args.onDownload).toHaveBeenCalledWith(englishCv.id);
  },
};

/** The rename field open in place of the name, as a designer reviews it. */
export const Renaming: Story = {
  args: { defaultEditing: { id: englishCv.id, step: 'rename' } },
  play: async (context) => {
    const field = context.canvas.getByRole('textbox', {
      name: storyTexts(context).t('storedCvs.nameLabel'),
    });
    await expect(field).toHaveValue(englishCv.name);
    await expect(field).toHaveAttribute('maxlength', String(cvNameMaxLength));
  },
};

/**
 * Rename puts the name in a field in place: Escape keeps it and gives the focus back; a new name
 * is told trimmed; an emptied one, or the same, tells nothing.
 */
export const Renames: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const field = () => canvas.getByRole('textbox', { name: t('storedCvs.nameLabel') });
    await userEvent.click(action(context, 'storedCvs.rename'));
    await expect(field()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(action(context, 'storedCvs.rename')).toHaveFocus();
    await userEvent.click(action(context, 'storedCvs.rename'));
    await userEvent.clear(field());
    await userEvent.click(canvas.getByRole('button', { name: t('alerts.saveName') }));
    await expect(args.onRename).not.toHaveBeenCalled();
    await userEvent.click(action(context, 'storedCvs.rename'));
    await userEvent.clear(field());
    await userEvent.type(field(), '  CV (İngilizce).pdf {Enter}');
    await expect(args.onRename).toHaveBeenCalledOnce();
    await expect(args.onRename).toHaveBeenCalledWith(englishCv.id, 'CV (İngilizce).pdf');
  },
};

/** The delete question, named by the CV; what happens to applications sent with it. */
export const DeleteAsked: Story = {
  // The dialog shows in the browser's top layer, over the page: the page is captured.
  parameters: { screenshot: { target: 'page' } },
  args: { defaultEditing: { id: englishCv.id, step: 'delete' } },
  play: async (context) => {
    const { t } = storyTexts(context);
    const dialog = context.canvas.getByRole('dialog', {
      name: t('storedCvs.deleteQuestion', { name: englishCv.name }),
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(t('storedCvs.deleteConsequence'));
  },
};

/** Delete asks first, with the focus on Cancel; Cancel deletes nothing; Yes deletes. */
export const Deletes: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const remove = () => action(context, 'storedCvs.delete');
    await userEvent.click(remove());
    await expect(canvas.getByRole('button', { name: t('myPostings.cancel') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(remove()).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(remove());
    await userEvent.click(canvas.getByRole('button', { name: t('myPostings.confirmDelete') }));
    await expect(args.onDelete).toHaveBeenCalledWith(englishCv.id);
  },
};

/** The delete on its way: the question busy, a second press deletes nothing more. */
export const Deleting: Story = {
  // The dialog shows in the browser's top layer, over the page: the page is captured.
  parameters: { screenshot: { target: 'page' } },
  args: { busy: englishCv.id, defaultEditing: { id: englishCv.id, step: 'delete' } },
  play: async (context) => {
    const { t } = storyTexts(context);
    await context.userEvent.click(
      context.canvas.getByRole('button', { name: t('myPostings.deleting') }),
    );
    await expect(context.args.onDelete).not.toHaveBeenCalled();
  },
};

/** A new file for a CV, checked as an added one is, is told with the CV's id. */
export const Replaces: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const file = cvFiles.pdf();
    await choose(replaceInput(context), file);
    await waitFor(() => expect(context.args.onReplace).toHaveBeenCalledOnce());
    await expect(context.args.onReplace).toHaveBeenCalledWith(englishCv.id, file);
  },
};

/** A replacement that is not a whole PDF: its row says why, under the name; nothing is sent. */
export const ReplaceRefused: Story = {
  play: async (context) => {
    const message = storyTexts(context).t('validation.cvTruncated');
    await choose(replaceInput(context), cvFiles.truncated());
    await expect(
      await within(rowOf(context, englishCv.name)).findByRole('alert'),
    ).toHaveTextContent(message);
    await expect(replaceInput(context)).toHaveAttribute('aria-invalid', 'true');
    await expect(replaceInput(context)).toHaveAccessibleDescription(message);
    await expect(context.args.onReplace).not.toHaveBeenCalled();
    // The message is what is reviewed, not the focus the picker left.
    replaceInput(context).blur();
  },
};

/** Braid's stress case: a long file name wraps in its row, the actions beside or under it. */
export const LongName: Story = {
  args: {
    cvs: [
      defaultCv,
      {
        ...oldCv,
        name: 'Ayşe_Yılmaz_Özgeçmiş_Kıdemli_Frontend_Geliştirici_2026_Kasım_güncel_son_hali.pdf',
      },
    ],
  },
};

/**
 * A don't for the guidance page: the CVs handed over unsorted, the default in the middle. The
 * member looks for it out of place, and the application form, which chooses the first CV, would
 * send another than the one they made the default.
 */
export const DontDefaultNotFirst: Story = {
  args: { cvs: [englishCv, defaultCv, oldCv] },
  play: async (context) => {
    const [first] = context.canvas.getAllByRole('article') as [HTMLElement];
    await expect(defaultBadge(context, first)).toBeNull();
  },
};
