import { css } from '@emotion/react';
import { emails, locations, site, useLocale, useSiteText } from 'shared-content';
import { formatRange } from 'shared-content/logic';
import {
  Card,
  CardGrid,
  cardStyle,
  ExternalLink,
  LanguageHelp,
  media,
  Page,
  PhoneLink,
  Section,
  theme,
} from 'ui-kit';
import { useContent } from '../../useContent';
import { ContactForm } from './ContactForm';

const columns = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: theme.space.xl,
  alignItems: 'start',
  [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 },
});

const cardText = css({ margin: `0 0 ${theme.space.xs}` });

/** /contact: the four pharmacies, the message form and the group's general e-mail. */
export default function Contact() {
  const { contactPage: text } = useContent('contact');
  const locale = useLocale();
  const { stateName } = useSiteText();
  return (
    <Page heading={text.heading} title={text.title} description={text.description} lead={text.lead}>
      {/* Right under the lead: free language help, before anything else on the page. */}
      <LanguageHelp css={{ fontWeight: 600 }} />
      <Section id="our-locations" title={text.locationsTitle}>
        <CardGrid minColumnPx={220}>
          {locations.map((location) => (
            <Card as="li" key={location.id} title={location.name}>
              <address css={[cardText, { fontStyle: 'normal' }]}>
                {location.address.street}
                <br />
                {location.address.city}, {location.address.state} {location.address.zip}
              </address>
              <p css={cardText}>
                <PhoneLink
                  phone={location.phone}
                  aria-label={text.callLabel
                    .replace('{name}', location.name)
                    .replace('{phone}', location.phone)}
                />
              </p>
              <p css={cardText}>
                {text.weekdayHoursLabel}: {formatRange(location.hours.weekdays, locale)}
              </p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <div css={columns}>
        <Section id="send-message" title={text.formTitle} intro={text.formIntro}>
          <ContactForm />
        </Section>
        <Section id="get-in-touch" title={text.getInTouchTitle}>
          <div css={cardStyle}>
            <p css={[cardText, { fontWeight: 700 }]}>{site.groupName}</p>
            <p css={cardText}>{stateName}</p>
            <p css={cardText}>{text.getInTouchText}</p>
            <p css={{ margin: 0 }}>
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
