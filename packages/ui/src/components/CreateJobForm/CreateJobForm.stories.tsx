import { limits, messages } from '@job/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrictMode } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { files } from '../../storybook/fixtures';
import { expectFieldError } from '../../storybook/forms';
import { loadEditor } from '../../storybook/loaders';
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
function findEditor({ canvas }: Context) {
  return canvas.findByRole('textbox', { name: 'Detail' });
}

/**
 * Fills every field as a person would: text, a work type, the company, city and workplace, bold
 * words in the editor, an image. With `optional: false` the company, city and workplace stay empty.
 */
async function fillForm(context: Context, { optional = true } = {}) {
  const { canvas, userEvent } = context;
  await userEvent.type(canvas.getByLabelText('Title'), '  Vue Developer ');
  await userEvent.type(canvas.getByLabelText('Salary'), '$100k-$110k');
  await userEvent.type(canvas.getByLabelText('Brief Description'), 'Vue, Pinia, Vite');
  await userEvent.selectOptions(canvas.getByLabelText('Work Type'), 'Part-time');
  if (optional) {
    await userEvent.type(canvas.getByLabelText('Company'), ' Kuzey Yazılım ');
    await userEvent.type(canvas.getByLabelText('Location'), 'İstanbul');
    await userEvent.selectOptions(canvas.getByLabelText('Workplace'), 'Remote');
  }
  const editor = await findEditor(context);
  // Quill's contenteditable does not take {End} or {Home}: click the paragraph, then type.
  await userEvent.click(editor.querySelector('p') ?? editor);
  await userEvent.keyboard('Join a ');
  await userEvent.click(canvas.getByRole('button', { name: 'bold' }));
  await userEvent.keyboard('small team');
  await userEvent.upload(canvas.getByLabelText('Image'), files.logo());
  await canvas.findByRole('img', { name: 'Preview of logo.png' });
}

export const Empty: Story = {
  play: async (context) => {
    await findEditor(context);
    await expect(context.canvas.getByRole('heading', { level: 1 })).toHaveTextContent('CREATE JOB');
    await expect(context.canvas.getByLabelText('Work Type')).toHaveDisplayValue(
      'Choose a work type',
    );
    await expect(context.canvas.getByLabelText('Workplace')).toHaveDisplayValue('Not given');
  },
};

/** Everything filled in; choosing the image shows its preview. */
export const FilledWithImagePreview: Story = {
  play: async (context) => {
    await fillForm(context);
    const preview = context.canvas.getByRole('img', { name: 'Preview of logo.png' });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(64));
  },
};

/** Nothing filled in: the title, work type and image say what they need; nothing is sent. */
export const EmptySubmit: Story = {
  play: async (context) => {
    await findEditor(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Save' }));
    await expectFieldError(context, 'Title', messages.titleRequired);
    await expectFieldError(context, 'Work Type', messages.workTypeInvalid);
    await expectFieldError(context, 'Image', messages.imageRequired);
    await expect(context.canvas.getByLabelText('Title')).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent once: text trimmed, the work type as its code, the editor's HTML with `<strong>`, the file. */
export const ValidSubmit: Story = {
  play: async (context) => {
    await fillForm(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Save' }));
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      title: 'Vue Developer',
      salary: '$100k-$110k',
      description: 'Vue, Pinia, Vite',
      workType: 2,
      company: 'Kuzey Yazılım',
      location: 'İstanbul',
      workplace: 'remote',
      detail: '<p>Join a <strong>small team</strong></p>',
      days: 30,
      image: expect.objectContaining({ name: 'logo.png', type: 'image/png' }),
    });
  },
};

/** 'Live for' offers the contract's periods, 30 days at first; the one chosen is sent as `days`. */
export const LiveForChosen: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const liveFor = canvas.getByLabelText('Live for');
    await expect(liveFor).toHaveDisplayValue('30 gün');
    await expect(
      [...(liveFor as HTMLSelectElement).options].map((option) => Number(option.value)),
    ).toEqual([...limits.postingDays]);
    await fillForm(context);
    await userEvent.selectOptions(liveFor, '90 gün');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(context.args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ days: 90 }));
  },
};

/** Company, city and workplace are optional: left empty, they are sent empty. */
export const ValidSubmitWithoutCompanyOrPlace: Story = {
  tags: ['!screenshot'],
  play: async (context) => {
    await fillForm(context, { optional: false });
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Save' }));
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ company: '', location: '', workplace: '' }),
    );
  },
};

/** A company or city longer than the contract allows is refused before anything is sent. */
export const CompanyAndLocationTooLong: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await fillForm(context, { optional: false });
    await userEvent.click(canvas.getByLabelText('Company'));
    await userEvent.paste('Ş'.repeat(limits.companyMaxLength + 1));
    await userEvent.click(canvas.getByLabelText('Location'));
    await userEvent.paste('İ'.repeat(limits.locationMaxLength + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectFieldError(context, 'Company', messages.maxLength(limits.companyMaxLength));
    await expectFieldError(context, 'Location', messages.maxLength(limits.locationMaxLength));
    await expect(canvas.getByLabelText('Company')).toHaveFocus();
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async (context) => {
    await findEditor(context);
    await expect(context.canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(context.canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A 422 from the server: each message by its field, the summary in red under the form. */
export const ServerErrors: Story = {
  args: {
    serverError: messages.imageInvalid,
    fieldErrors: {
      title: [messages.maxLength(120)],
      image: [messages.imageInvalid],
    },
  },
  play: async (context) => {
    await findEditor(context);
    await expectFieldError(context, 'Title', messages.maxLength(120));
    await expectFieldError(context, 'Image', messages.imageInvalid);
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(messages.imageInvalid);
  },
};

/** The server refused the new fields: each message by its own field. */
export const ServerErrorsOnCompanyPlaceAndWorkplace: Story = {
  args: {
    serverError: messages.maxLength(limits.companyMaxLength),
    fieldErrors: {
      company: [messages.maxLength(limits.companyMaxLength)],
      location: [messages.maxLength(limits.locationMaxLength)],
      workplace: [messages.workplaceInvalid],
    },
  },
  play: async (context) => {
    await findEditor(context);
    await expectFieldError(context, 'Company', messages.maxLength(limits.companyMaxLength));
    await expectFieldError(context, 'Location', messages.maxLength(limits.locationMaxLength));
    await expectFieldError(context, 'Workplace', messages.workplaceInvalid);
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
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Save' }));
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ detail: '<p>Join a <strong>small team</strong></p>' }),
    );
  },
};
