import { ActionRow, Section } from 'ui-kit';
import { Page, StaticHtml } from 'ui-kit/routing';
import { FaqAccordion } from '../components/FaqAccordion';
import { useContent } from '../texts';

/** `/support/faq`: the four categories of questions, then where to ask more. */
export default function Faq() {
  const { meta, categories, contact } = useContent('faq').faqPage;
  return (
    <Page {...meta}>
      {/* Native disclosures and links: the page works without its script, so it keeps its server HTML. */}
      <StaticHtml>
        <FaqAccordion categories={categories} />
        <Section id="more-questions" title={contact.title} intro={contact.text}>
          <ActionRow actions={contact.actions} />
        </Section>
      </StaticHtml>
    </Page>
  );
}
