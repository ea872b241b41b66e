import { limits } from '@job/contract';
import { allTextsOf } from '@job/texts/catalogues';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyTexts } from '../../texts/storyTexts';
import { Field } from '../Field/Field';
import { EditorStandIn } from './EditorStandIn';
import { LazyRichTextEditor } from './LazyRichTextEditor';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

// The label is the form's to give: the create form's, in the spec's words.
const label = allTextsOf('default').t('jobForm.detail');

/** The editor as the create-job form shows it: labelled "Detail", with its messages under it. */
function DetailField({ errors, ...props }: RichTextEditorProps & { errors?: string[] }) {
  return (
    <Field label={label} errors={errors}>
      {(control) => <RichTextEditor {...props} {...control} />}
    </Field>
  );
}

const meta = {
  title: 'Components/RichTextEditor',
  component: RichTextEditor,
  args: { onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 576 }}>
      <DetailField {...args} />
    </div>
  ),
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The toolbar of the reference, above a 300 px writing area named by its label; every control
 * named in the reader's language, and the text style shown in it.
 */
export const Empty: Story = {
  play: async (context) => {
    const { canvas } = context;
    const { t } = storyTexts(context);
    const editor = await canvas.findByRole('textbox', { name: label });
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await expect(editor.closest('.ql-container')).toHaveStyle({ height: '300px' });
    for (const name of [
      t('editor.bold'),
      t('editor.italic'),
      t('editor.underline'),
      t('editor.link'),
      t('editor.orderedList'),
      t('editor.bulletList'),
      t('editor.clean'),
    ]) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    const textStyle = canvas.getByRole('button', { name: t('editor.textStyle') });
    await expect(textStyle).toBeVisible();
    // Quill draws the chosen style's name with CSS, from the attribute the editor sets.
    await expect(getComputedStyle(textStyle, '::before').content).toBe(
      JSON.stringify(t('editor.normal')),
    );
  },
};

/** A heading chosen from the text-style choices, each named and drawn in the reader's language. */
export const TextStyleChosen: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const editor = await canvas.findByRole('textbox', { name: label });
    await userEvent.click(editor.querySelector('p') ?? editor);
    const textStyle = canvas.getByRole('button', { name: t('editor.textStyle') });
    await userEvent.click(textStyle);
    const heading = canvas.getByRole('button', { name: t('editor.heading2') });
    await expect(getComputedStyle(heading, '::before').content).toBe(
      JSON.stringify(t('editor.heading2')),
    );
    await userEvent.click(heading);
    await userEvent.keyboard('What you will do');
    await expect(editor.querySelector('h2')).toHaveTextContent('What you will do');
    await expect(getComputedStyle(textStyle, '::before').content).toBe(
      JSON.stringify(t('editor.heading2')),
    );
  },
};

/**
 * The link tooltip's words, which Quill's CSS would write in English, in the reader's language: as
 * it shows a link, then as it asks for one. Quill opens it on a selection, which a story's
 * synthetic pointer does not make: the story puts it in each state as Quill does.
 */
export const LinkTooltip: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const { t } = storyTexts(context);
    await canvas.findByRole('textbox', { name: label });
    const tooltip = canvasElement.querySelector<HTMLElement>('.ql-tooltip');
    const drawn = (selector: string | null, pseudo: '::before' | '::after') => {
      const element = selector ? tooltip?.querySelector(selector) : tooltip;
      return element && getComputedStyle(element, pseudo).content;
    };
    tooltip?.classList.remove('ql-hidden');
    await expect(drawn(null, '::before')).toBe(JSON.stringify(t('editor.visitLink')));
    await expect(drawn('a.ql-action', '::after')).toBe(JSON.stringify(t('editor.editLink')));
    await expect(drawn('a.ql-remove', '::before')).toBe(JSON.stringify(t('editor.removeLink')));
    tooltip?.classList.add('ql-editing');
    tooltip?.setAttribute('data-mode', 'link');
    await expect(drawn(null, '::before')).toBe(JSON.stringify(t('editor.enterLink')));
    await expect(drawn('a.ql-action', '::after')).toBe(JSON.stringify(t('editor.saveLink')));
    await expect(tooltip?.querySelector('input')).toHaveAccessibleName(t('editor.linkAddress'));
    // Closed again, as Quill leaves it: an empty preview link is no page to check.
    tooltip?.classList.remove('ql-editing');
    tooltip?.removeAttribute('data-mode');
    tooltip?.classList.add('ql-hidden');
  },
};

/** Bold chosen in the toolbar, then typed: the reported HTML has the words in `<strong>`. */
export const TypingBoldText: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const editor = await canvas.findByRole('textbox', { name: label });
    // Quill's contenteditable does not take {End} or {Home}: click the paragraph, then type.
    await userEvent.click(editor.querySelector('p') ?? editor);
    await userEvent.keyboard('We need ');
    await userEvent.click(
      canvas.getByRole('button', { name: storyTexts(context).t('editor.bold') }),
    );
    await userEvent.keyboard('strong words');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p>We need <strong>strong words</strong></p>',
      ),
    );
  },
};

/** Emptied again, the editor reports '' rather than an empty paragraph. */
export const ClearedReportsEmpty: Story = {
  args: { defaultValue: '<p>x</p>' },
  play: async ({ args, canvas, userEvent }) => {
    const editor = await canvas.findByRole('textbox', { name: label });
    await userEvent.click(editor.querySelector('p') ?? editor);
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(''));
  },
};

export const WithContent: Story = {
  args: {
    defaultValue:
      '<h2>What you will do</h2><p>Build the <strong>job board</strong> with <em>React</em> and <u>Quill</u>.</p><ol><li>Read the spec</li><li>Ship it</li></ol><ul><li>Remote</li><li>Flexible hours</li></ul>',
  },
  play: async ({ canvas }) => {
    const editor = await canvas.findByRole('textbox', { name: label });
    await expect(editor.querySelector('h2')).toHaveTextContent('What you will do');
  },
};

/** A message from the server (a detail too long) under the editor, which is marked invalid. */
export const WithError: Story = {
  render: (args, context) => (
    <div style={{ maxWidth: 576 }}>
      <DetailField {...args} errors={[tooLong(context)]} />
    </div>
  ),
  play: async (context) => {
    const editor = await context.canvas.findByRole('textbox', { name: label });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription(tooLong(context));
  },
};

/** The server's message for a detail longer than the contract allows. */
function tooLong(context: Parameters<typeof storyTexts>[0]) {
  return storyTexts(context).t('validation.maxLength', { max: limits.detailMaxLength });
}

const reachedFor = fn();

/** The writing area that stands in for the editor, in its field, as the create form shows it. */
function standIn(value: string, loading: boolean): Story['render'] {
  return (args) => (
    <div style={{ maxWidth: 576 }}>
      <Field label={label}>
        {(control) => (
          <EditorStandIn
            {...control}
            value={value}
            loading={loading}
            onChange={args.onChange}
            onWanted={reachedFor}
          />
        )}
      </Field>
    </div>
  );
}

/**
 * Before its code has come, on a new job: a plain writing area of the editor's size under the
 * toolbar's strip, named as the editor is. Typing in it is kept.
 */
export const StandIn: Story = {
  render: standIn('', false),
  play: async ({ canvas, userEvent, args }) => {
    const area = canvas.getByRole('textbox', { name: label });
    // The editor's own height, toolbar and writing area: nothing moves when it takes over.
    await expect(area.parentElement?.getBoundingClientRect().height).toBe(344);
    await expect(canvas.queryByRole('status')).toBeNull();
    // A press asks for the editor; typing reports the text as it is.
    await userEvent.type(area, 'M');
    await expect(reachedFor).toHaveBeenCalled();
    await expect(args.onChange).toHaveBeenLastCalledWith('M');
    // At rest for the screenshot, as a visitor first sees it.
    area.blur();
  },
};

/** Reached for, the editor on its way: the toolbar's strip says so; the text typed stays. */
export const StandInLoading: Story = {
  render: standIn('Merhaba,\nekibimize katılın.', true),
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyTexts(context).t('editor.loading'),
    );
    await expect(canvas.getByRole('textbox', { name: label })).toHaveValue(
      'Merhaba,\nekibimize katılın.',
    );
  },
};

/**
 * As the create form shows it: the writing area first; pressed, it fetches the editor, which takes
 * over with what was typed and the focus, the caret after the text.
 */
export const Lazy: Story = {
  tags: ['!screenshot'],
  render: (args) => (
    <div style={{ maxWidth: 576 }}>
      <Field label={label}>{(control) => <LazyRichTextEditor {...args} {...control} />}</Field>
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: label }));
    await userEvent.keyboard('Merhaba');
    const editor = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('.ql-editor');
      if (!found) throw new Error('The editor has not taken over yet');
      return found;
    });
    await expect(editor).toHaveFocus();
    await userEvent.keyboard(' dünya');
    await expect(editor).toHaveTextContent('Merhaba dünya');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Merhaba dünya</p>');
  },
};

/**
 * A don't for the guidance page: the editor for the job's title, one line of plain text. Its
 * toolbar offers headings and lists a title cannot have, in a 300 px box; a TextField fits.
 */
export const DontForOneLine: Story = {
  args: { defaultValue: '<p>Kıdemli Vue Geliştirici</p>' },
  render: (args) => (
    <div style={{ maxWidth: 576 }}>
      <Field label={titleLabel}>{(control) => <RichTextEditor {...args} {...control} />}</Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: titleLabel });
  },
};

const titleLabel = allTextsOf('default').t('jobForm.title');
