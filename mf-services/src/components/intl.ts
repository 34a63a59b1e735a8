/** Fills `{name}` placeholders of a label: `fill('Call {name}', { name: 'Parlin' })`. */
export const fill = (label: string, values: Record<string, string | number>) =>
  label.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
