import { type MouseEvent, useEffect } from 'react';
import { type Locale, useLocale } from 'shared-content';
import { longDateIn } from 'shared-content/logic';
import {
  actionStyles,
  cardStyle,
  classes,
  isPlainClick,
  Page,
  PhoneLink,
  Section,
  sectionHeading,
  sectionHeadingId,
} from 'ui-kit';
import type {
  LegalBlock,
  LegalContact,
  LegalDocument as LegalDocumentData,
} from '../content/schemas';
import { useContent } from '../useContent';
import * as styles from './LegalDocument.css';
import { Paragraphs, RichList, RichText } from './RichText';

/**
 * "2025-06-22" → "June 22, 2025" ("22 de junio de 2025" in Spanish), read as a calendar
 * date, whatever the time zone.
 */
const formatLegalDate = (isoDate: string, lang: Locale) => longDateIn(lang, isoDate);

/** Scrolls to a section and moves keyboard focus to its heading. */
function goToSection(sectionId: string) {
  const section = document.getElementById(sectionId);
  const heading = document.getElementById(sectionHeadingId(sectionId));
  if (!section || !heading) return false;
  section.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
  return true;
}

function onContentsClick(event: MouseEvent<HTMLAnchorElement>, sectionId: string) {
  // Let the browser handle opening in a new tab or window.
  if (!isPlainClick(event)) return;
  if (!goToSection(sectionId)) return;
  event.preventDefault();
  // Keep the router's state so the page is not treated as a new navigation.
  window.history.pushState(window.history.state, '', `#${sectionId}`);
}

function Contact({ contact }: { contact: LegalContact }) {
  const labels = useContent('legal').sectionLabels.legalContact;
  return (
    <address className={classes(cardStyle, styles.contact)}>
      <strong>{contact.name}</strong>
      {contact.email && (
        <span>
          {labels.email}{' '}
          <a href={`mailto:${contact.email}`} className={actionStyles.plain}>
            {contact.email}
          </a>
        </span>
      )}
      {contact.phone && (
        <span>
          {labels.phone} <PhoneLink phone={contact.phone} />
        </span>
      )}
      {contact.address && (
        <span>
          {labels.mail} {contact.address}
        </span>
      )}
    </address>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list':
      return <RichList items={block.items} />;
    case 'contact':
      return <Contact contact={block} />;
    case 'taglines':
      // Each in its own language (and direction), so it is read and shown right.
      return (
        <ul className={styles.taglines}>
          {block.items.map((item) => (
            <li key={item.lang} lang={item.lang} dir={item.dir}>
              {item.text}
            </li>
          ))}
        </ul>
      );
  }
}

const Blocks = ({ blocks }: { blocks: readonly LegalBlock[] }) =>
  blocks.map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
    <Block key={index} block={block} />
  ));

/**
 * A legal page from its data: title, date line, introduction, a table of contents
 * with in-page links, and a section (`h2`, optional `h3` parts) per topic. Serves the
 * privacy policy, terms, HIPAA notice, accessibility statement and the nondiscrimination
 * notice.
 */
export function LegalDocument({ document: doc }: { document: LegalDocumentData }) {
  const { legalLabels, sectionLabels } = useContent('legal');
  const lang = useLocale();
  // Opened with a #section (a shared link): go there once the content is rendered.
  useEffect(() => {
    const sectionId = decodeURIComponent(window.location.hash.slice(1));
    if (doc.sections.some((section) => section.id === sectionId)) goToSection(sectionId);
  }, [doc]);

  const contentsId = 'legal-contents-heading';
  return (
    <Page
      heading={doc.meta.heading}
      title={doc.meta.title}
      description={doc.meta.description}
      lead={
        <>
          {sectionLabels.legalDateLabels[doc.dateLabel]}:{' '}
          <time dateTime={doc.date}>{formatLegalDate(doc.date, lang)}</time>
        </>
      }
    >
      <div className={styles.measure}>
        <Paragraphs paragraphs={doc.intro} />
        <nav aria-labelledby={contentsId} className={classes(cardStyle, styles.contents)}>
          <h2 id={contentsId} className={classes(sectionHeading, styles.contentsHeading)}>
            {legalLabels.contents}
          </h2>
          <ol className={styles.contentsList}>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={actionStyles.plain}
                  onClick={(event) => onContentsClick(event, section.id)}
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((section) => (
          <Section key={section.id} id={section.id} title={section.heading} focusable="heading">
            <Blocks blocks={section.blocks} />
            {section.subsections?.map((subsection) => (
              <div key={subsection.heading}>
                <h3 className={styles.subsectionHeading}>{subsection.heading}</h3>
                <Blocks blocks={subsection.blocks} />
              </div>
            ))}
          </Section>
        ))}
      </div>
    </Page>
  );
}
