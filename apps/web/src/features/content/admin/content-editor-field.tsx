import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { RichTextEditor } from '../../../shared/ui/rich-text-editor';

/** One language's rich content in the shared editor, labelled, with its error below it. */
export function ContentEditorField<T extends FieldValues>({ control, name, lang, label, error }: { control: Control<T>; name: Path<T>; lang: string; label: string; error?: string }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <span id={id} className="text-sm font-medium">
        {label}
      </span>
      <Controller control={control} name={name} render={({ field }) => <RichTextEditor labelId={id} value={field.value as string} onChange={field.onChange} lang={lang} />} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
