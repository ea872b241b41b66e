import {
  type RejectionTemplate,
  type RejectionTemplateValues,
  rejectionLimits,
} from '@job/contract';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  expectRetryOfFailedLoad,
  failedLoad,
  failureInStoryLanguage,
} from '../../storybook/failures';
import {
  experienceTemplate,
  filledTemplate,
  fullRejectionTemplates,
  rejectionTemplates,
  relocationTemplate,
} from '../../storybook/rejectionTemplates';
import { onMobile } from '../../storybook/viewports';
import { panel } from '../../styles/panel.css';
import { storyTexts, textArgs } from '../../texts/storyTexts';
import { RejectionTemplates, type RejectionTemplatesProps } from './RejectionTemplates';

/** On the applicants' panel, where it lives: a part of the white panel, not a card of its own. */
const inApplicantsPanel: Decorator = (Story) => (
  <div className={panel}>
    <Story />
  </div>
);

const meta = {
  title: 'Components/RejectionTemplates',
  component: RejectionTemplates,
  args: {
    templates: rejectionTemplates,
    onSave: fn(),
    onDelete: fn(),
    defaultOpen: true,
  },
  decorators: [inApplicantsPanel],
} satisfies Meta<typeof RejectionTemplates>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

// A dialog shows in the browser's top layer, over the page: the page is captured.
const modal = { parameters: { screenshot: { target: 'page' } } } satisfies Story;

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A template's action, its word then its name: 'Düzenle: Pozisyon doldu'. */
function action(
  context: Context,
  id: 'rejectionTemplates.edit' | 'rejectionTemplates.delete',
  name: string = filledTemplate.name,
) {
  const word = escapeRegExp(storyTexts(context).t(id));
  return context.canvas.getByRole('button', {
    name: new RegExp(`^${word}\\W+${escapeRegExp(name)}$`),
  });
}

function field(context: Context, id: 'name' | 'bodyTr' | 'bodyEn') {
  return context.canvas.getByRole('textbox', {
    name: storyTexts(context).t(`rejectionTemplates.${id}`),
  });
}

function addButton(context: Context) {
  return context.canvas.getByRole('button', {
    name: storyTexts(context).t('rejectionTemplates.add'),
  });
}

/** None yet: what templates are for, and 'Şablon ekle'. */
export const None: Story = {
  args: { templates: [] },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByText(t('rejectionTemplates.summary', { count: '0' })),
    ).toBeVisible();
    await expect(context.canvas.getByText(t('rejectionTemplates.none'))).toBeVisible();
    await expect(context.canvas.queryByRole('listitem')).toBeNull();
    await expect(addButton(context)).toBeVisible();
  },
};

export const NoneMobile: Story = { ...None, ...onMobile };

export const NoneInEnglish: Story = { ...None, globals: { locale: 'en' } };

/**
 * Three templates, by name: one in Turkish only, one in both, one in English only, each saying
 * which and showing the start of its texts, each text in its own language.
 */
export const Three: Story = {
  play: async (context) => {
    const { t } = storyTexts(context);
    const [experience, filled, relocation] = context.canvas.getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(experience).toHaveTextContent(
      t('rejectionTemplates.languages', { languages: 'tr' }),
    );
    await expect(filled).toHaveTextContent(
      t('rejectionTemplates.languages', { languages: 'both' }),
    );
    await expect(relocation).toHaveTextContent(
      t('rejectionTemplates.languages', { languages: 'en' }),
    );
    await expect(within(filled).getByText(filledTemplate.body_en)).toHaveAttribute('lang', 'en');
    await expect(within(relocation).getByText(relocationTemplate.body_en)).toBeVisible();
    await expect(
      context.canvas.getByText(t('rejectionTemplates.summary', { count: '3' })),
    ).toBeVisible();
  },
};

export const ThreeMobile: Story = { ...Three, ...onMobile };

export const ThreeInEnglish: Story = { ...Three, globals: { locale: 'en' } };

/** Closed, as the applicants' page starts it: one line with the count, which opens it. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(
      context.canvas.getByText(t('rejectionTemplates.summary', { count: '3' })),
    ).toBeVisible();
    await expect(context.canvas.getByText(experienceTemplate.name)).not.toBeVisible();
  },
};

/**
 * Düzenle opens the template's form in place, its name focused: a new name saved is told with the
 * texts and the template's id. The form stays until the list shows the save.
 */
export const Editing: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    await userEvent.click(action(context, 'rejectionTemplates.edit'));
    const name = field(context, 'name');
    await expect(name).toHaveFocus();
    await expect(field(context, 'bodyEn')).toHaveValue(filledTemplate.body_en);
    await userEvent.clear(name);
    await userEvent.type(name, '  Pozisyon kapandı ');
    await userEvent.click(
      context.canvas.getByRole('button', {
        name: storyTexts(context).t('rejectionTemplates.save'),
      }),
    );
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        name: 'Pozisyon kapandı',
        body_tr: filledTemplate.body_tr,
        body_en: filledTemplate.body_en,
      },
      filledTemplate.id,
    );
    await expect(field(context, 'name')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EditingMobile: Story = { ...Editing, ...onMobile };

export const EditingInEnglish: Story = { ...Editing, globals: { locale: 'en' } };

/** The save on its way: the form waits, and a second press sends nothing. */
export const Saving: Story = {
  args: { defaultEditing: { id: filledTemplate.id, step: 'edit' }, savingId: filledTemplate.id },
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const save = canvas.getByRole('button', {
      name: storyTexts(context).t('rejectionTemplates.save'),
    });
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    save.blur();
  },
};

/**
 * 'Şablon ekle' saved empty: under the name and the Turkish text what is missing, in red, and the
 * name takes the focus; nothing is told.
 */
export const AddingWithErrors: Story = {
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.click(addButton(context));
    await expect(field(context, 'name')).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: t('rejectionTemplates.save') }));
    await expect(field(context, 'name')).toHaveAccessibleDescription(
      t('validation.templateNameRequired'),
    );
    await expect(field(context, 'bodyTr')).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(t('validation.templateBodyRequired'))),
    );
    await waitFor(() => expect(field(context, 'name')).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const AddingWithErrorsMobile: Story = { ...AddingWithErrors, ...onMobile };

export const AddingWithErrorsInEnglish: Story = { ...AddingWithErrors, globals: { locale: 'en' } };

/**
 * The server's 422 (a name already taken, however it is cased), shown under its field once the
 * form is sent, the field focused.
 */
export const NameTaken: Story = {
  tags: ['!screenshot'],
  decorators: [textArgs(({ t }) => ({ errors: { name: [t('validation.templateNameTaken')] } }))],
  play: async (context) => {
    const { args, canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.click(addButton(context));
    // A 422 kept from another form's save is not this form's.
    await expect(field(context, 'name')).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(field(context, 'name'), 'pozisyon DOLDU');
    await userEvent.type(field(context, 'bodyEn'), 'Thank you.');
    await userEvent.click(canvas.getByRole('button', { name: t('rejectionTemplates.save') }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { name: 'pozisyon DOLDU', body_tr: '', body_en: 'Thank you.' },
      undefined,
    );
    await expect(field(context, 'name')).toHaveAccessibleDescription(
      t('validation.templateNameTaken'),
    );
    await waitFor(() => expect(field(context, 'name')).toHaveFocus());
  },
};

/** Sil asks first, Vazgeç focused; Vazgeç gives the focus back to Sil; the red button deletes. */
export const DeleteAsked: Story = {
  ...modal,
  play: async (context) => {
    const { args, userEvent } = context;
    const { t } = storyTexts(context);
    const question = t('rejectionTemplates.deleteQuestion', { name: filledTemplate.name });
    await userEvent.click(action(context, 'rejectionTemplates.delete'));
    let dialog = within(await screen.findByRole('dialog', { name: question }));
    await expect(dialog.getByText(t('rejectionTemplates.deleteConsequence'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('myPostings.cancel') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(action(context, 'rejectionTemplates.delete')).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(action(context, 'rejectionTemplates.delete'));
    dialog = within(await screen.findByRole('dialog', { name: question }));
    await userEvent.click(dialog.getByRole('button', { name: t('myPostings.confirmDelete') }));
    await expect(args.onDelete).toHaveBeenCalledWith(filledTemplate.id);
  },
};

export const DeleteAskedMobile: Story = { ...DeleteAsked, ...onMobile };

export const DeleteAskedInEnglish: Story = { ...DeleteAsked, globals: { locale: 'en' } };

/** All twenty kept: instead of 'Şablon ekle', that one must go first. */
export const Full: Story = {
  args: { templates: fullRejectionTemplates },
  play: async (context) => {
    const { t } = storyTexts(context);
    await expect(context.canvas.getAllByRole('listitem')).toHaveLength(
      rejectionLimits.templatesMax,
    );
    await expect(
      context.canvas.getByText(t('rejectionTemplates.full', { max: rejectionLimits.templatesMax })),
    ).toBeVisible();
    await expect(
      context.canvas.queryByRole('button', { name: t('rejectionTemplates.add') }),
    ).toBeNull();
  },
};

/** They did not arrive: why, and a retry in place of the list. */
export const Failed: Story = {
  args: { templates: [], failed: failedLoad('error.unreachable') },
  decorators: [failureInStoryLanguage],
  play: (context) => expectRetryOfFailedLoad(context, 'rejectionTemplates.loadFailed'),
};

/**
 * With the app's answers: a change saved closes its form once the list shows it, the focus back
 * on its Düzenle; a new one closes its form, the focus back on 'Şablon ekle'; a deleted one
 * leaves the focus on the list.
 */
export const SavedAndDeleted: Story = {
  tags: ['!screenshot'],
  render: (args) => <WithTheApp {...args} />,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const { t } = storyTexts(context);
    await userEvent.click(action(context, 'rejectionTemplates.edit'));
    await userEvent.type(field(context, 'name'), ' (2026){Enter}');
    const renamed = `${filledTemplate.name} (2026)`;
    await waitFor(() => expect(action(context, 'rejectionTemplates.edit', renamed)).toHaveFocus());

    await userEvent.click(addButton(context));
    await userEvent.type(field(context, 'name'), 'Maaş beklentisi');
    await userEvent.type(field(context, 'bodyTr'), 'Beklentiniz bütçemizin üzerinde.');
    await userEvent.click(canvas.getByRole('button', { name: t('rejectionTemplates.save') }));
    await waitFor(() => expect(addButton(context)).toHaveFocus());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);

    await userEvent.click(action(context, 'rejectionTemplates.delete', experienceTemplate.name));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('myPostings.confirmDelete') }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
    await expect(canvas.getByRole('list').parentElement).toHaveFocus();
  },
};

/** The templates as the app keeps them: saved and deleted at once, each save a newer time. */
function WithTheApp(args: RejectionTemplatesProps) {
  const [templates, setTemplates] = useState<readonly RejectionTemplate[]>(args.templates);
  const save = (values: RejectionTemplateValues, id?: number) => {
    args.onSave(values, id);
    const updated_at = new Date(
      Date.parse('2026-11-23T09:00:00.000Z') + templates.length,
    ).toISOString();
    const saved = { body_tr: '', body_en: '', ...values, id: id ?? 50, updated_at };
    setTemplates((current) =>
      id === undefined
        ? [...current, saved]
        : current.map((template) => (template.id === id ? saved : template)),
    );
  };
  return (
    <RejectionTemplates
      {...args}
      templates={templates}
      onSave={save}
      onDelete={(id) => {
        args.onDelete(id);
        setTemplates((current) => current.filter((template) => template.id !== id));
      }}
    />
  );
}
