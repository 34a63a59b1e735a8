import { ActionLink } from 'ui-kit';
import type { RichText as RichTextData } from '../content/schemas';
import * as styles from './RichText.css';

/** Running text from the content: a string, or strings mixed with links. */
export function RichText({ text }: { text: RichTextData }) {
  if (typeof text === 'string') return text;
  return text.map((segment, index) =>
    typeof segment === 'string' ? (
      segment
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
      <ActionLink key={index} link={segment} />
    ),
  );
}

/** Paragraphs of running text. */
export const Paragraphs = ({ paragraphs }: { paragraphs: readonly RichTextData[] }) =>
  paragraphs.map((paragraph, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
    <p key={index}>
      <RichText text={paragraph} />
    </p>
  ));

/** A bulleted list of running text. */
export const RichList = ({ items }: { items: readonly RichTextData[] }) => (
  <ul className={styles.list}>
    {items.map((item, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
      <li key={index} className={styles.listItem}>
        <RichText text={item} />
      </li>
    ))}
  </ul>
);
