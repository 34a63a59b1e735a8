import { bulletList } from './BulletList.css';

/** A plain bulleted list of short strings. */
export const BulletList = ({ items }: { items: readonly string[] }) => (
  <ul className={bulletList}>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);
