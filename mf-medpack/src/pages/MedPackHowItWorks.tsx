import { getLocation } from 'shared-content';
import { ActionRow, CallButton, Section, StepList } from 'ui-kit';
import { Page } from 'ui-kit/routing';
import { Timeline } from '../components/Timeline';
import { useContent } from '../texts';

/** `/medpack/how-it-works`: four steps and the first month, with a call button. */
export default function MedPackHowItWorks() {
  const { medpackHowItWorks, medpackPage } = useContent('medpack');
  const { page, steps, timeline, callLabel, links } = medpackHowItWorks;
  const location = getLocation(medpackPage.contact.locationId);
  return (
    <Page heading={page.heading} title={page.title} description={page.description} lead={page.lead}>
      <Section title={steps.title} intro={steps.intro}>
        <StepList steps={steps.items} />
      </Section>
      <Section title={timeline.title} intro={timeline.intro}>
        <Timeline entries={timeline.entries} dayRange={timeline.dayRange} />
      </Section>
      <ActionRow actions={links} variant="secondary">
        <CallButton label={`${callLabel}:`} phone={location.phone} />
      </ActionRow>
    </Page>
  );
}
