import { fillText, formatAddress, locations } from 'shared-content';
import { usdIn } from 'shared-content/logic';
import {
  ActionLink,
  ActionRow,
  BulletList,
  Card,
  CardGrid,
  HoursTable,
  InternalLink,
  PhoneLink,
  Section,
  StepList,
} from 'ui-kit';
import { Page } from 'ui-kit/routing';
import type { ContentBlock, ContentPage as ContentPageData, Offer } from '../content/schemas';
import { useContent } from '../texts';
import * as styles from './ContentPage.css';
import { Paragraphs, RichList, RichText } from './RichText';

/** "$25", "$4.50": the same in both languages. */
const usd = (amount: number) => usdIn(amount, 'when-needed');

function OfferCard({ offer }: { offer: Offer }) {
  const { sectionLabels } = useContent('content');
  return (
    <Card as="li" title={offer.name}>
      <p className={styles.price}>
        <strong className={styles.amount}>{usd(offer.priceUsd)}</strong>
        <span className={styles.duration}>
          {fillText(sectionLabels.offerDuration, { minutes: offer.durationMinutes })}
        </span>
      </p>
      <p>{offer.description}</p>
      <BulletList items={offer.includes} />
    </Card>
  );
}

/** The body of one block; the surrounding `Section` gives it its `h2`. */
function BlockBody({ block }: { block: ContentBlock }) {
  const { sectionLabels } = useContent('content');
  switch (block.kind) {
    case 'steps':
      return <StepList steps={block.steps} />;
    case 'cards':
      return (
        <CardGrid>
          {block.cards.map((card) => (
            <Card as="li" key={card.title} title={card.title}>
              <p className={styles.cardText}>{card.description}</p>
              {card.action && <ActionLink link={card.action} variant="primary" />}
            </Card>
          ))}
        </CardGrid>
      );
    case 'text':
      return (
        <>
          <Paragraphs paragraphs={block.paragraphs} />
          {block.items && <RichList items={block.items} />}
        </>
      );
    case 'chips':
      return (
        <>
          <CardGrid minColumnPx={192}>
            {block.items.map((item) => (
              <li key={item} className={styles.chip}>
                {item}
              </li>
            ))}
          </CardGrid>
          {block.note && (
            <p>
              <RichText text={block.note} />
            </p>
          )}
        </>
      );
    case 'offers':
      return (
        <CardGrid minColumnPx={256}>
          {block.offers.map((offer) => (
            <OfferCard key={offer.name} offer={offer} />
          ))}
        </CardGrid>
      );
    case 'hours':
      return (
        <CardGrid minColumnPx={256}>
          {block.schedules.map((schedule) => (
            <Card as="li" key={schedule.caption}>
              <HoursTable hours={schedule.hours} caption={schedule.caption} />
            </Card>
          ))}
        </CardGrid>
      );
    case 'locations':
      return (
        <CardGrid>
          {locations.map((location) => (
            <Card as="li" key={location.id} title={location.name}>
              <p className={styles.cardText}>{formatAddress(location.address)}</p>
              <p>
                <PhoneLink
                  phone={location.phone}
                  aria-label={fillText(sectionLabels.callLocation, {
                    name: location.name,
                    phone: location.phone,
                  })}
                />
              </p>
              <InternalLink to={`/locations/${location.id}`}>
                {fillText(sectionLabels.locationDetails, { name: location.name })}
              </InternalLink>
            </Card>
          ))}
        </CardGrid>
      );
    case 'actions':
      return <ActionRow actions={block.actions} />;
  }
}

/**
 * A page made of content blocks (steps, benefit cards, lists, pricing, hours, the
 * locations, calls to action): every services page and the insurance page.
 */
export function ContentPage({ content }: { content: ContentPageData }) {
  const { meta } = content;
  return (
    <Page {...meta}>
      {content.actions && content.actions.length > 0 && <ActionRow actions={content.actions} />}
      {content.sections.map((block) => (
        <Section key={block.id} id={block.id} title={block.title} intro={block.intro}>
          <BlockBody block={block} />
        </Section>
      ))}
    </Page>
  );
}
