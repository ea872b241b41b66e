import { allTextsOf } from '@job/texts/catalogues';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as user, waitFor } from 'storybook/test';
import { files } from '../../storybook/fixtures';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { FileField } from '../FileField/FileField';
import { ImageInput } from './ImageInput';

// The label is the form's to give: the create form's, in the spec's words.
const label = allTextsOf('default').t('jobForm.image');

/** A description that starts with the field's message; the file chosen is read after it. */
const startingWith = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const meta = {
  title: 'Components/ImageInput',
  component: ImageInput,
  args: { label, name: 'image', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 576 }}>
      <ImageInput {...args} />
    </div>
  ),
} satisfies Meta<typeof ImageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the board's button and 'Dosya seçilmedi', never the browser's own words. */
export const Empty: Story = {
  play: async (context) => {
    const input = context.canvas.getByLabelText(label);
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAccessibleDescription(storyTexts(context).t('fileField.none'));
    await expect(context.canvas.queryByRole('img')).toBeNull();
  },
};

/** Reached by Tab: the ring round the picker, 3:1 on the card (Foundations/Tokens). */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(label)).toHaveFocus();
  },
};

/** Choosing a picture shows it under the input and reports the file. */
export const WithPreview: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const logo = files.logo();
    await userEvent.upload(canvas.getByLabelText(label), logo);
    const preview = await canvas.findByRole('img', {
      name: t('imageInput.preview', { name: 'logo.png' }),
    });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(64));
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(args.onChange).toHaveBeenLastCalledWith(logo);
    await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(/^logo\.png/);
  },
};

/** Remove clears the choice: no preview, null reported, the focus back on the picker. */
export const Removing: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    const input = canvas.getByLabelText(label);
    await userEvent.upload(input, files.logo());
    await canvas.findByRole('img');
    await userEvent.click(
      canvas.getByRole('button', {
        // The file's name is a visually hidden part of the button's name.
        name: (name) => name.startsWith(t('fileField.remove')) && name.endsWith('logo.png'),
      }),
    );
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription(t('fileField.none'));
  },
};

/** A file that is not an image says so, shows no preview and reports no file. */
export const NotAnImage: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const input = canvas.getByLabelText(label);
    await userEvent.upload(input, files.logo());
    await canvas.findByRole('img');
    // The browser's picker honours `accept`; its "all files" choice does not, hence the check.
    await user.setup({ applyAccept: false }).upload(input, files.pdf());
    await expect(input).toHaveAccessibleDescription(
      startingWith(storyTexts(context).t('validation.imageInvalid')),
    );
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** A message from the form or the server, under the input. */
export const Required: Story = {
  decorators: [textArgs(({ t }) => ({ errors: [t('validation.imageRequired')] }))],
  play: async (context) => {
    await expect(context.canvas.getByLabelText(label)).toHaveAccessibleDescription(
      startingWith(storyTexts(context).t('validation.imageRequired')),
    );
  },
};

/**
 * A don't for the guidance page: a job's picture chosen with `FileField`. The poster sees a file
 * name, not the picture, so a wrong or cropped logo is found only on the published job.
 */
export const DontFileFieldForAPicture: Story = {
  render: (args) => (
    <div style={{ maxWidth: 576 }}>
      <FileField
        label={args.label}
        name={args.name}
        accept="image/*"
        chosen={{ name: 'logo.png', size: 18_432 }}
        onChange={args.onChange}
      />
    </div>
  ),
};
