import { formatAddress, getLocation } from 'shared-content';
import { ActionLink, ActionRow, BulletList, CallButton, PhoneLink, Section } from 'ui-kit';
import { Page } from 'ui-kit/routing';
import { AnchorSection, InPageLink } from '../components/anchors';
import { ContactDetails } from '../components/contact';
import { InfoCards } from '../components/InfoCards';
import { useContent } from '../texts';

/** `/medpack`: what MedPack is, with the Outpatient location's contact section. */
export default function MedPack() {
  const { page, about, whoFor, howItWorksLink, contactLinkLabel, contact } =
    useContent('medpack').medpackPage;
  const location = getLocation(contact.locationId);
  return (
    <Page heading={page.heading} title={page.title} description={page.description} lead={page.lead}>
      <ActionRow>
        <ActionLink link={howItWorksLink} variant="primary" />
        <InPageLink targetId={contact.id} variant="secondary">
          {contactLinkLabel}
        </InPageLink>
      </ActionRow>
      <Section title={about.title} intro={about.intro}>
        <InfoCards items={about.highlights} />
      </Section>
      <Section title={whoFor.title}>
        <BulletList items={whoFor.items} />
      </Section>
      <AnchorSection id={contact.id} title={contact.title} intro={contact.intro}>
        <ContactDetails
          entries={[
            { label: contact.locationLabel, value: location.name },
            {
              label: contact.phoneLabel,
              value: <PhoneLink phone={location.phone} />,
            },
            { label: contact.addressLabel, value: formatAddress(location.address) },
          ]}
        />
        <ActionRow>
          <CallButton label={`${contact.callLabel}:`} phone={location.phone} />
        </ActionRow>
      </AnchorSection>
    </Page>
  );
}
