export { DynamicForm } from './dynamic-form';
export type { DynamicFormProps } from './dynamic-form';
export { FieldRenderer } from './field-renderer';
export type { FieldProps } from './field-props';
export { MarkdownView } from './markdown-view';
export { useFormUploading, UploadWaitNote } from './form-uploading';
