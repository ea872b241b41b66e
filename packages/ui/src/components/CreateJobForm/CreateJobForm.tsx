import {
  type CreateJobValues,
  type FieldErrors,
  isWorkTypeCode,
  messages,
  validateCreateJob,
  type WorkTypeCode,
  workTypes,
} from '@job/contract';
import { useState } from 'react';
import { Field, SelectField, TextField } from '../Field/Field';
import { Form } from '../Form/Form';
import { readTextFields } from '../Form/fieldErrors';
import { useValidatedSubmit } from '../Form/useValidatedSubmit';
import { ImageInput } from '../ImageInput/ImageInput';
import { LazyRichTextEditor } from '../RichTextEditor/LazyRichTextEditor';

/** What a valid form sends: the text fields trimmed, the work type as its code, the image file. */
export interface CreateJobSubmission {
  title: string;
  salary: string;
  description: string;
  workType: WorkTypeCode;
  /** HTML from the editor, '' when left empty. */
  detail: string;
  image: File;
}

type CreateJobField = keyof CreateJobSubmission;

interface CreateJobDraft extends CreateJobValues {
  image: File | null;
}

const textFields = ['title', 'salary', 'description', 'workType'] as const;

const workTypeOptions = workTypes.map((type) => ({ value: String(type.code), label: type.label }));

/** The contract's rules for the text, and an image required as the server requires it. */
function validateDraft(draft: CreateJobDraft): FieldErrors<CreateJobField> {
  const errors: FieldErrors<CreateJobField> = validateCreateJob(draft);
  return draft.image ? errors : { ...errors, image: [messages.imageRequired] };
}

export interface CreateJobFormProps {
  /** Called once per valid submit. */
  onSubmit: (values: CreateJobSubmission) => void;
  /** The server's message, in red under the form. */
  serverError?: string | null;
  /** The server's messages by field (a 422), shown by their fields. */
  fieldErrors?: FieldErrors<CreateJobField>;
  /** The job is being saved. */
  busy?: boolean;
}

/** 'CREATE JOB': title, salary, brief description, work type, a rich-text detail and an image. */
export function CreateJobForm({ onSubmit, serverError, fieldErrors, busy }: CreateJobFormProps) {
  const [detail, setDetail] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const form = useValidatedSubmit({
    read: (element): CreateJobDraft => ({
      ...readTextFields(new FormData(element), textFields),
      detail,
      image,
    }),
    validate: validateDraft,
    onValid: (draft) => {
      const workType = Number(draft.workType);
      // Both hold once validateDraft found nothing; checked again only to narrow the types.
      if (!draft.image || !isWorkTypeCode(workType)) return;
      onSubmit({
        title: draft.title.trim(),
        salary: draft.salary.trim(),
        description: draft.description.trim(),
        workType,
        detail: draft.detail,
        image: draft.image,
      });
    },
    serverErrors: fieldErrors,
  });

  return (
    <Form
      title="CREATE JOB"
      layout="panel"
      submitLabel="Save"
      busy={busy}
      serverError={serverError}
      onSubmit={form.onSubmit}
      formRef={form.formRef}
    >
      <TextField label="Title" name="title" errors={form.errors.title} />
      <TextField label="Salary" name="salary" errors={form.errors.salary} />
      <TextField label="Brief Description" name="description" errors={form.errors.description} />
      <SelectField
        label="Work Type"
        name="workType"
        placeholder="Choose a work type"
        options={workTypeOptions}
        errors={form.errors.workType}
      />
      <Field label="Detail" errors={form.errors.detail}>
        {(control) => <LazyRichTextEditor {...control} onChange={setDetail} />}
      </Field>
      <ImageInput label="Image" name="image" errors={form.errors.image} onChange={setImage} />
    </Form>
  );
}
