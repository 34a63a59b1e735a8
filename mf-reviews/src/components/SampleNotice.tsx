import { theme } from 'ui-kit';

/** Says, on the page itself, that the content around it is an invented sample. */
export function SampleNotice({ label, children }: { label: string; children: string }) {
  return (
    <p
      role="note"
      css={{
        margin: `0 0 ${theme.space.md}`,
        padding: theme.space.sm,
        borderLeft: `4px solid ${theme.colors.primary}`,
        background: theme.colors.surface,
      }}
    >
      <strong>{label}</strong> {children}
    </p>
  );
}
