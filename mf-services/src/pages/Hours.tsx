import { locations } from 'shared-content';
import { holidayClosures } from 'shared-content/logic';
import { ActionRow, CardGrid, Page, Section } from 'shared-content/ui';
import { HoursCard } from '../components/HoursCard';
import { RichText } from '../components/RichText';
import { hoursPage } from '../content';

/** "12-25" → "December 25". */
const holidayDate = (monthDay: string) => {
  const [month = 1, day = 1] = monthDay.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, month - 1, day)));
};

/** `/support/hours`: a card per pharmacy with its hours and open-now state, then holidays. */
export default function Hours() {
  const { meta, holidays } = hoursPage;
  return (
    <Page {...meta}>
      <Section id="by-pharmacy" title={hoursPage.locationsTitle} intro={hoursPage.locationsIntro}>
        <CardGrid minColumnPx={256}>
          {locations.map((location) => (
            <HoursCard
              key={location.id}
              location={location}
              callLabel={hoursPage.callLabel.replace('{name}', location.name)}
            />
          ))}
        </CardGrid>
      </Section>
      <Section id="holidays" title={holidays.title} intro={holidays.intro}>
        <ul>
          {holidayClosures.map((holiday) => (
            <li key={holiday.monthDay}>
              <strong>{holiday.name}</strong> ({holidayDate(holiday.monthDay)})
            </li>
          ))}
        </ul>
        <p>
          <RichText text={holidays.note} />
        </p>
      </Section>
      {hoursPage.actions && <ActionRow actions={hoursPage.actions} />}
    </Page>
  );
}
