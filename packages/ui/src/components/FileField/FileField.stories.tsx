import { allTextsOf } from '@job/texts/catalogues';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { cvFiles } from '../../storybook/applying';
import { onMobile } from '../../storybook/viewports';
import { storyTexts } from '../../texts/storyTexts';
import { fileSize } from '../CvDownload/fileSize';
import { Field } from '../Field/Field';
import { FileField } from './FileField';

// The label and the messages are the form's to give: the application form's, in the spec's words.
const { t, language } = allTextsOf('default');
const label = t('applyForm.cv', { size: '5 MB' });

const meta = {
  title: 'Components/FileField',
  component: FileField,
  args: { label, name: 'cv', accept: 'application/pdf,.pdf', chosen: null, onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 576 }}>
      <FileField {...args} />
    </div>
  ),
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet, said in the reader's words rather than the browser's. */
export const Empty: Story = {
  play: async (context) => {
    const input = context.canvas.getByLabelText(label);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    await expect(input).toHaveAccessibleDescription(storyTexts(context).t('fileField.none'));
  },
};

/** Reached by Tab: the ring round the whole box, 3:1 on the card (Foundations/Tokens). */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText(label)).toHaveFocus();
  },
};

/** Choosing a file reports it; the form decides what to show as chosen. */
export const Choosing: Story = {
  tags: ['!screenshot'],
  play: async ({ args, canvas, userEvent }) => {
    const file = cvFiles.pdf();
    await userEvent.upload(canvas.getByLabelText(label), file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
  },
};

/** A file chosen: its name and its size beside the button, read out as the input's description. */
export const Chosen: Story = {
  args: { chosen: { name: 'Ayse_Yilmaz_CV.pdf', size: 245_760 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(
      `Ayse_Yilmaz_CV.pdf ${fileSize(245_760, language)}`,
    );
  },
};

/** Remove, beside a chosen file, clears it and gives the focus back to the input. */
export const Removing: Story = {
  tags: ['!screenshot'],
  args: { chosen: { name: 'Ayse_Yilmaz_CV.pdf', size: 245_760 } },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const remove = canvas.getByRole('button', {
      // The file's name is a visually hidden part of the button's name.
      name: (name) =>
        name.startsWith(storyTexts(context).t('fileField.remove')) &&
        name.endsWith('Ayse_Yilmaz_CV.pdf'),
    });
    await userEvent.click(remove);
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.getByLabelText(label)).toHaveFocus();
  },
};

/** On a phone: the file's name wraps beside the button, Remove stays in the box. */
export const ChosenMobile: Story = { ...Chosen, ...onMobile };

/** A file refused: named, its message under the box, which turns red. */
export const Refused: Story = {
  args: { chosen: { name: 'cv.pdf' }, errors: [t('validation.cvNotPdf')] },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${t('validation.cvNotPdf')} cv.pdf`);
  },
};

/** Braid's stress case: a long file name without a break wraps inside the box. */
export const LongName: Story = {
  args: {
    chosen: {
      name: 'Gülşen_Şükriye_Çağlayan-Öztürkoğlu_İnceoğlu_Özgeçmiş_Kıdemli_Yazılım_Mühendisi_2026.pdf',
      size: 4_980_000,
    },
  },
};

/**
 * A don't for the guidance page: the browser's own file input in a `Field`. Its button and its
 * 'No file chosen' speak the browser's language, not the reader's ('Dosya seçin' on a Turkish
 * page), look different in every browser, and never show the chosen file's size.
 */
export const DontBrowsersOwnInput: Story = {
  render: (args) => (
    <div style={{ maxWidth: 576 }}>
      <Field label={args.label}>
        {(control) => <input {...control} type="file" name={args.name} accept={args.accept} />}
      </Field>
    </div>
  ),
};
