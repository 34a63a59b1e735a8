import { emails } from 'shared-content';
import {
  ActionLink,
  ActionRow,
  ExternalLink,
  LocationPhones,
  PhoneChoice,
  Section,
  StepList,
} from 'ui-kit';
import { Page } from 'ui-kit/routing';
import { ContactDetails } from '../components/contact';
import { InfoCards } from '../components/InfoCards';
import { useContent } from '../texts';

/** `/pet-medications`: categories, how it works, benefits, and how to reach us. */
export default function PetMedications() {
  const { page, categories, steps, benefits, contact, transferLink } =
    useContent('pets').petMedicationsPage;
  const categoryCards = categories.items.map((category) => ({
    title: category.title,
    description: category.description,
    items: category.medications,
  }));
  return (
    <Page heading={page.heading} title={page.title} description={page.description} lead={page.lead}>
      <ActionRow>
        <ActionLink link={transferLink} variant="secondary" />
        <PhoneChoice label={contact.callLabel} />
      </ActionRow>
      <Section title={categories.title} intro={categories.intro}>
        <InfoCards items={categoryCards} listLabel={categories.examplesLabel} minColumnPx={300} />
      </Section>
      <Section title={steps.title} intro={steps.intro}>
        <StepList steps={steps.items} />
      </Section>
      <Section title={benefits.title} intro={benefits.intro}>
        <InfoCards items={benefits.items} minColumnPx={300} />
      </Section>
      <Section title={contact.title} intro={contact.intro}>
        <ContactDetails
          entries={[
            { label: contact.phoneLabel, value: <LocationPhones /> },
            {
              label: contact.emailLabel,
              value: (
                <ExternalLink href={`mailto:${emails.info}`} newTab={false}>
                  {emails.info}
                </ExternalLink>
              ),
            },
          ]}
        />
      </Section>
    </Page>
  );
}
