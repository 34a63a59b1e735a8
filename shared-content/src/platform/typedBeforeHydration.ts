/**
 * What a visitor typed into the server's form fields before the page's script took them
 * over. Hydration sets a controlled field back to its state (empty), so the shell reads
 * the fields just before it hydrates (and again before a remote part hydrates), and a
 * form takes its fields' values back once it runs.
 */
type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const typed = new Map<string, string>();

const changed = (field: FormField) =>
  field instanceof HTMLSelectElement
    ? [...field.options].some((option) => option.selected !== option.defaultSelected)
    : field.value !== field.defaultValue;

/** Notes the value of every field with an id whose value the visitor changed. */
export function rememberTypedFields(root: ParentNode) {
  const fields = root.querySelectorAll<FormField>(
    'input[id]:not([type="radio"]):not([type="checkbox"]), textarea[id], select[id]',
  );
  for (const field of fields) {
    if (changed(field)) typed.set(field.id, field.value);
  }
}

/** The value typed into the field with this id before the script ran (given once). */
export function takeTypedValue(id: string): string | undefined {
  const value = typed.get(id);
  typed.delete(id);
  return value;
}
