import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Field } from '../Field/Field';
import { LazyRichTextEditor } from './LazyRichTextEditor';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

/** The editor as the create-job form shows it: labelled "Detail", with its messages under it. */
function DetailField({ errors, ...props }: RichTextEditorProps & { errors?: string[] }) {
  return (
    <Field label="Detail" errors={errors}>
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

/** The toolbar of the reference, above a 300 px writing area named by its label. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Detail' });
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await expect(editor.closest('.ql-container')).toHaveStyle({ height: '300px' });
    for (const name of [
      'bold',
      'italic',
      'underline',
      'link',
      'list: ordered',
      'list: bullet',
      'clean',
    ]) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Text style' })).toBeVisible();
  },
};

/** Bold chosen in the toolbar, then typed: the reported HTML has the words in `<strong>`. */
export const TypingBoldText: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Detail' });
    // Quill's contenteditable does not take {End} or {Home}: click the paragraph, then type.
    await userEvent.click(editor.querySelector('p') ?? editor);
    await userEvent.keyboard('We need ');
    await userEvent.click(canvas.getByRole('button', { name: 'bold' }));
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
    const editor = await canvas.findByRole('textbox', { name: 'Detail' });
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
    const editor = await canvas.findByRole('textbox', { name: 'Detail' });
    await expect(editor.querySelector('h2')).toHaveTextContent('What you will do');
  },
};

/** A message from the server (a detail too long) under the editor, which is marked invalid. */
export const WithError: Story = {
  render: (args) => (
    <div style={{ maxWidth: 576 }}>
      <DetailField {...args} errors={['This field may not be longer than 20000 characters']} />
    </div>
  ),
  play: async ({ canvas }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Detail' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription(
      'This field may not be longer than 20000 characters',
    );
  },
};

/** The lazily loaded editor the app uses: it arrives after its module has loaded. */
export const Lazy: Story = {
  render: (args) => (
    <div style={{ maxWidth: 576 }}>
      <Field label="Detail">{(control) => <LazyRichTextEditor {...args} {...control} />}</Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Detail' })).toBeVisible();
  },
};
