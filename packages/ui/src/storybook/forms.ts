/** Play-function steps the form stories share: fill fields by their labels, read a field's messages. */
import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';

type PlayContext = Pick<StoryContext, 'canvas' | 'userEvent'>;

/** Types each value into the field with that label (empty values are left blank), then submits. */
export async function fillAndSubmit(
  { canvas, userEvent }: PlayContext,
  values: Record<string, string>,
  submitLabel: string,
) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(canvas.getByLabelText(label), value);
  }
  await userEvent.click(canvas.getByRole('button', { name: submitLabel }));
}

/** The field is marked invalid and its message, word for word, is read out as its description. */
export async function expectFieldError({ canvas }: PlayContext, label: string, message: string) {
  const field = canvas.getByLabelText(label);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  const messages = document.getElementById(field.getAttribute('aria-describedby') ?? '');
  await expect(messages).toBeVisible();
}

/**
 * A story whose play fills the form with `values`, submits it with the button `submitLabel`, and
 * checks that the field `label` shows `message`, has the focus, and that nothing was sent.
 */
export function rejectsSubmit(
  submitLabel: string,
  values: Record<string, string>,
  label: string,
  message: string,
) {
  return {
    play: async (context: PlayContext & { args: { onSubmit: unknown } }) => {
      await fillAndSubmit(context, values, submitLabel);
      await expectFieldError(context, label, message);
      await expect(context.canvas.getByLabelText(label)).toHaveFocus();
      await expect(context.args.onSubmit).not.toHaveBeenCalled();
    },
  };
}
