import type { RejectionTemplate, RejectionTemplateValues } from '@job/contract';

/**
 * A save told to the app and not yet seen in the list: a change of template `id` (as it was when
 * sent, `updated_at` and all), or a new one by its name, which is unique among the poster's
 * however it is cased, beside the templates there were (one of them may have that name: the
 * server's 422).
 */
export type PendingSave =
  | { id: number; updated_at: string }
  | { name: string; before: readonly number[] };

export function pendingSave(
  values: RejectionTemplateValues,
  templates: readonly RejectionTemplate[],
  template?: RejectionTemplate,
): PendingSave {
  return template
    ? { id: template.id, updated_at: template.updated_at }
    : { name: values.name, before: templates.map(({ id }) => id) };
}

/**
 * The list shows the save landed: the changed template with a newer `updated_at`, or a template of
 * the new one's name that was not there before. Until then (the app waiting, or a 422 in
 * `errors`) its form stays open.
 */
export function saveLanded(templates: readonly RejectionTemplate[], pending: PendingSave): boolean {
  if ('id' in pending) {
    const template = templates.find(({ id }) => id === pending.id);
    return template !== undefined && template.updated_at !== pending.updated_at;
  }
  const name = comparableName(pending.name);
  return templates.some(
    (template) => !pending.before.includes(template.id) && comparableName(template.name) === name,
  );
}

function comparableName(name: string): string {
  return name.trim().toLocaleLowerCase('tr');
}

/** The form's values as they are sent: trimmed, an empty text as ''. */
export function templateValues(name: string, bodyTr: string, bodyEn: string) {
  return { name: name.trim(), body_tr: bodyTr.trim(), body_en: bodyEn.trim() };
}

/** The form's values say what the template already says: there is nothing to save. */
export function unchanged(values: RejectionTemplateValues, template: RejectionTemplate): boolean {
  return (
    values.name === template.name &&
    (values.body_tr ?? '') === template.body_tr.trim() &&
    (values.body_en ?? '') === template.body_en.trim()
  );
}

/** Which texts a template has, as `rejectionTemplates.languages` names them. */
export function templateLanguages(template: Pick<RejectionTemplate, 'body_tr' | 'body_en'>) {
  const tr = template.body_tr.trim() !== '';
  const en = template.body_en.trim() !== '';
  return tr && en ? 'both' : tr ? 'tr' : 'en';
}
