import { type Locale, useLocale } from 'shared-content';
import { longDateIn } from 'shared-content/logic';
import { actionStyles, cardStyle, classes, PhoneLink, Section, sectionHeading } from 'ui-kit';
import { Page } from 'ui-kit/routing';
import type {
  LegalBlock,
  LegalContact,
  LegalDocument as LegalDocumentData,
} from '../content/schemas';
import { useContent } from '../texts';
import * as styles from './LegalDocument.css';
import { Paragraphs, RichList, RichText } from './RichText';

/**
 * "2025-06-22" → "June 22, 2025" ("22 de junio de 2025" in Spanish), read as a calendar
 * date, whatever the time zone.
 */
const formatLegalDate = (isoDate: string, lang: Locale) => longDateIn(lang, isoDate);

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
 * with in-page links, and a section (`h2`, optional `h3` parts) per topic. No script:
 * a contents link, or a shared `#section` link, is the browser's own fragment
 * navigation, which scrolls to the section and focuses it (it is focusable, named by
 * its heading), so the next Tab continues from there. Serves the
 * privacy policy, terms, HIPAA notice, accessibility statement and the nondiscrimination
 * notice.
 */
export function LegalDocument({ document: doc }: { document: LegalDocumentData }) {
  const { legalLabels, sectionLabels } = useContent('legal');
  const lang = useLocale();

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
                <a href={`#${section.id}`} className={actionStyles.plain}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((section) => (
          <Section key={section.id} id={section.id} title={section.heading} focusable="section">
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
