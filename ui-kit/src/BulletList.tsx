import { media, theme } from './theme';

/** A plain bulleted list of short strings. */
export const BulletList = ({ items }: { items: readonly string[] }) => (
  <ul
    css={{
      paddingLeft: theme.space.lg,
      margin: `${theme.space.sm} 0`,
      [media.mobile]: { paddingLeft: theme.space.md },
    }}
  >
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);
