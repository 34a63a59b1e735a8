import { theme } from 'shared-content';
import { useContent } from '../content/context';

/** Says, on the page itself, that the content around it is an invented sample. */
export function SampleNotice({ children }: { children: string }) {
  const { sampleNotices } = useContent();
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
      <strong>{sampleNotices.label}</strong> {children}
    </p>
  );
}
