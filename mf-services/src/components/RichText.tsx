import { theme } from 'shared-content';
import type {
  InlineSegment,
  RichText as RichTextData,
} from 'shared-content/content/services/schemas';
import { actionStyles, ExternalLink, InternalLink, PhoneLink } from 'shared-content/ui';

function Segment({ segment }: { segment: string | InlineSegment }) {
  if (typeof segment === 'string') return segment;
  switch (segment.kind) {
    case 'link':
      return <InternalLink to={segment.to}>{segment.label}</InternalLink>;
    case 'external':
      return <ExternalLink href={segment.href}>{segment.label}</ExternalLink>;
    case 'email':
      return (
        <a href={`mailto:${segment.address}`} css={actionStyles.plain}>
          {segment.address}
        </a>
      );
    case 'phone':
      return <PhoneLink phone={segment.number} />;
  }
}

/** Running text from the content: a string, or strings mixed with links. */
export function RichText({ text }: { text: RichTextData }) {
  if (typeof text === 'string') return text;
  return text.map((segment, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
    <Segment key={index} segment={segment} />
  ));
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
  <ul css={{ paddingLeft: theme.space.lg }}>
    {items.map((item, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
      <li key={index} css={{ marginBottom: theme.space.xs }}>
        <RichText text={item} />
      </li>
    ))}
  </ul>
);
