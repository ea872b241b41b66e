import { messages } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent as user, waitFor } from 'storybook/test';
import { files } from '../../storybook/fixtures';
import { ImageInput } from './ImageInput';

const meta = {
  title: 'Components/ImageInput',
  component: ImageInput,
  args: { label: 'Image', name: 'image', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 576 }}>
      <ImageInput {...args} />
    </div>
  ),
} satisfies Meta<typeof ImageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Image')).toHaveAttribute('accept', 'image/*');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Choosing a picture shows it under the input and reports the file. */
export const WithPreview: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const logo = files.logo();
    await userEvent.upload(canvas.getByLabelText('Image'), logo);
    const preview = await canvas.findByRole('img', { name: 'Preview of logo.png' });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(64));
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(args.onChange).toHaveBeenLastCalledWith(logo);
  },
};

/** A file that is not an image says so, shows no preview and reports no file. */
export const NotAnImage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Image');
    await userEvent.upload(input, files.logo());
    await canvas.findByRole('img');
    // The browser's picker honours `accept`; its "all files" choice does not, hence the check.
    await user.setup({ applyAccept: false }).upload(input, files.pdf());
    await expect(input).toHaveAccessibleDescription(messages.imageInvalid);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** A message from the form or the server, under the input. */
export const Required: Story = {
  args: { errors: [messages.imageRequired] },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Image')).toHaveAccessibleDescription(
      messages.imageRequired,
    );
  },
};
