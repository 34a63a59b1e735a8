import { emails, locations, site, useLocale, useSiteText } from 'shared-content';
import { formatRange } from 'shared-content/logic';
import { Card, CardGrid, cardStyle, ExternalLink, LanguageHelp, PhoneLink, Section } from 'ui-kit';
import { Page } from 'ui-kit/routing';
import ContactForm from '../../islands/ContactForm';
import { useContent } from '../../texts';
import * as styles from './Contact.css';

/** /contact: the four pharmacies, the message form and the group's general e-mail. */
export default function Contact() {
  const { contactPage: text } = useContent('contact');
  const locale = useLocale();
  const { stateName } = useSiteText();
  return (
    <Page heading={text.heading} title={text.title} description={text.description} lead={text.lead}>
      {/* Right under the lead: free language help, before anything else on the page. */}
      <LanguageHelp className={styles.languageHelp} />
      <Section id="our-locations" title={text.locationsTitle}>
        <CardGrid minColumnPx={220}>
          {locations.map((location) => (
            <Card as="li" key={location.id} title={location.name}>
              <address className={styles.address}>
                {location.address.street}
                <br />
                {location.address.city}, {location.address.state} {location.address.zip}
              </address>
              <p className={styles.cardText}>
                <PhoneLink
                  phone={location.phone}
                  aria-label={text.callLabel
                    .replace('{name}', location.name)
                    .replace('{phone}', location.phone)}
                />
              </p>
              <p className={styles.cardText}>
                {text.weekdayHoursLabel}: {formatRange(location.hours.weekdays, locale)}
              </p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <div className={styles.columns}>
        <Section id="send-message" title={text.formTitle} intro={text.formIntro}>
          <ContactForm />
        </Section>
        <Section id="get-in-touch" title={text.getInTouchTitle}>
          <div className={cardStyle}>
            <p className={styles.groupName}>{site.groupName}</p>
            <p className={styles.cardText}>{stateName}</p>
            <p className={styles.cardText}>{text.getInTouchText}</p>
            <p className={styles.email}>
              <ExternalLink href={`mailto:${emails.info}`} newTab={false}>
                {emails.info}
              </ExternalLink>
            </p>
          </div>
        </Section>
      </div>
    </Page>
  );
}
