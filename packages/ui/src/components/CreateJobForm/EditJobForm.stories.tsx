import { messages } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { files, iosJob } from '../../storybook/fixtures';
import { expectFieldError } from '../../storybook/forms';
import { loadEditor } from '../../storybook/loaders';
import { EditJobForm } from './CreateJobForm';

const meta = {
  title: 'Components/EditJobForm',
  component: EditJobForm,
  args: { job: iosJob, onSubmit: fn() },
  loaders: [loadEditor],
} satisfies Meta<typeof EditJobForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

function findEditor({ canvas }: Context) {
  return canvas.findByRole('textbox', { name: 'Detail' });
}

/** Every field starts from the job, its image is the preview; no 'Live for' (renewing is on the profile). */
export const Filled: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(await findEditor(context)).toHaveTextContent(/^Lorem ipsum/);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('EDIT JOB');
    await expect(canvas.getByLabelText('Title')).toHaveValue(iosJob.title);
    await expect(canvas.getByLabelText('Salary')).toHaveValue(iosJob.salary);
    await expect(canvas.getByLabelText('Brief Description')).toHaveValue(iosJob.info);
    await expect(canvas.getByLabelText('Work Type')).toHaveDisplayValue('Full-time');
    await expect(canvas.getByLabelText('Company')).toHaveValue('Kuzey Mobil');
    await expect(canvas.getByLabelText('Location')).toHaveValue('İstanbul');
    await expect(canvas.getByLabelText('Workplace')).toHaveDisplayValue('Hybrid');
    await expect(canvas.getByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      iosJob.image,
    );
    await expect(canvas.queryByLabelText('Live for')).toBeNull();
  },
};

/** Saved unchanged: the job's values, its detail's HTML as it was, no image and no days. */
export const SavedUnchanged: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    await findEditor(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Save' }));
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      title: iosJob.title,
      salary: iosJob.salary,
      description: iosJob.info,
      workType: 1,
      company: 'Kuzey Mobil',
      location: 'İstanbul',
      workplace: 'hybrid',
      detail: iosJob.description,
    });
  },
};

/** A new image replaces the preview and is sent. */
export const ImageReplaced: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    const { canvas, userEvent } = context;
    await findEditor(context);
    await userEvent.upload(canvas.getByLabelText('Image'), files.logo());
    await canvas.findByRole('img', { name: 'Preview of logo.png' });
    await expect(canvas.queryByRole('img', { name: 'Current logo' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
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
    await userEvent.clear(canvas.getByLabelText('Title'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectFieldError(context, 'Title', messages.titleRequired);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's 422 by its fields, as on the create form. */
export const ServerErrors: Story = {
  args: {
    serverError: messages.workplaceInvalid,
    fieldErrors: { workplace: [messages.workplaceInvalid] },
  },
  play: async (context) => {
    await findEditor(context);
    await expectFieldError(context, 'Workplace', messages.workplaceInvalid);
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(messages.workplaceInvalid);
  },
};
