import { useRef } from 'react';
import { pathIn, useLocale, useValuesShownAtHydration } from 'shared-content';
import {
  Button,
  Card,
  CardGrid,
  formControlStyle,
  formLabelStyle,
  StarRating,
  useMounted,
  useQueryFilter,
} from 'ui-kit';
import { quotationsLang, VerifiedBadge } from '../components/ReviewParts';
import { metaText } from '../components/ReviewParts.css';
import type { PharmacyName, Review } from '../content/schemas';
import { pharmacyFilterOf, reviewFilterParam, reviewFilterParams } from '../filter';
import * as styles from '../pages/Reviews.css';
import { pharmacyLabel, pharmacyNames } from '../pharmacies';
import { reviewMonth } from '../reviewDate';
import { island, useContent } from '../texts';

function ReviewCard({ review, verifiedLabel }: { review: Review; verifiedLabel: string }) {
  const lang = useLocale();
  return (
    <Card as="li" title={review.name}>
      <p className={metaText}>
        {review.location} · {pharmacyLabel(review.pharmacy)}
      </p>
      <StarRating value={review.rating} />
      {/* A quotation: shown as the patient wrote it, in English, on both sites. */}
      <p lang={quotationsLang}>{review.review}</p>
      <p className={styles.reviewFooter}>
        <span>{reviewMonth(review.date, lang)}</span>
        {review.verified && <VerifiedBadge label={verifiedLabel} />}
      </p>
    </Card>
  );
}

/**
 * The grid of every review, with a filter by pharmacy (all by default). The filter is a
 * GET form (`/testimonials?pharmacy=Parlin`, rendered on the server): until the island's
 * script is there (and without script) its Show button applies it; then a choice applies
 * at once and updates the address, and the button goes. It is the row's last item, so its
 * going moves nothing else.
 */
/** One filter on its page: a fixed id, the same in the server's HTML and the island's. */
const selectId = 'reviews-filter-pharmacy';

function ReviewsFilter() {
  const { reviews, reviewsPageText: text } = useContent('reviews');
  const action = pathIn('/testimonials', useLocale());
  const {
    selected: pharmacy,
    choose,
    submit,
  } = useQueryFilter<PharmacyName>(reviewFilterParam, pharmacyFilterOf);
  // A choice made before the island hydrated (it wakes at first touch) applies as it does.
  const form = useRef<HTMLFormElement>(null);
  useValuesShownAtHydration(form, (fields) => {
    const chosen = pharmacyFilterOf(fields.get(reviewFilterParam));
    if (chosen !== pharmacy) choose(chosen);
  });
  const shown = pharmacy ? reviews.filter((review) => review.pharmacy === pharmacy) : reviews;
  const hydrated = useMounted();
  return (
    <>
      <form ref={form} method="get" action={action} className={styles.filterRow} onSubmit={submit}>
        <div className={styles.filterField}>
          <label htmlFor={selectId} className={formLabelStyle}>
            {text.filter.label}
          </label>
          <select
            id={selectId}
            name={reviewFilterParam}
            value={pharmacy}
            onChange={(event) => choose(pharmacyFilterOf(event.target.value))}
            className={formControlStyle}
          >
            <option value="">{text.filter.all}</option>
            {pharmacyNames.map((name) => (
              <option key={name} value={name}>
                {pharmacyLabel(name)}
              </option>
            ))}
          </select>
        </div>
        <p role="status" className={metaText}>
          {shown.length} {text.filter.shownOf} {reviews.length} {text.filter.reviews}
        </p>
        <Button type="submit" variant="secondary" worksWithoutScript hidden={hydrated}>
          {text.filter.submit}
        </Button>
      </form>
      <CardGrid minColumnPx={280}>
        {shown.map((review) => (
          <ReviewCard key={review.id} review={review} verifiedLabel={text.verifiedLabel} />
        ))}
      </CardGrid>
    </>
  );
}

// Wakes at first touch (a pointer over it, a tap, focus): until then its server HTML works
// (the filter is a GET form the server answers).
export default island(ReviewsFilter, {
  wake: 'interaction',
  texts: 'reviews',
  queryParams: reviewFilterParams,
});
