import { type Locale, locations, useLocale } from 'shared-content';
import { holidayClosures, monthDayIn } from 'shared-content/logic';
import { ActionRow, CardGrid, Section, useHolidayName } from 'ui-kit';
import { Page, StaticHtml } from 'ui-kit/routing';
import { HoursCard } from '../components/HoursCard';
import { RichText } from '../components/RichText';
import { useContent } from '../texts';

/** "12-25" → "December 25" ("25 de diciembre" in Spanish). */
const holidayDate = (monthDay: string, lang: Locale) => {
  const [month = 1, day = 1] = monthDay.split('-').map(Number);
  return monthDayIn(lang, month - 1, day);
};

/** `/support/hours`: a card per pharmacy with its hours and open-now state, then holidays. */
export default function Hours() {
  const { hoursPage, sectionLabels } = useContent('hours');
  const lang = useLocale();
  // From the UI kit: its words are those the page's language loaded (also on the server).
  const holidayName = useHolidayName();
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
              caption={sectionLabels.hoursCaption}
            />
          ))}
        </CardGrid>
      </Section>
      <StaticHtml>
        <Section id="holidays" title={holidays.title} intro={holidays.intro}>
          <ul>
            {holidayClosures.map((holiday) => (
              <li key={holiday.monthDay}>
                <strong>{holidayName(holiday.monthDay)}</strong> (
                {holidayDate(holiday.monthDay, lang)})
              </li>
            ))}
          </ul>
          <p>
            <RichText text={holidays.note} />
          </p>
        </Section>
        {hoursPage.actions && <ActionRow actions={hoursPage.actions} />}
      </StaticHtml>
    </Page>
  );
}
