import { useSearchParams } from 'react-router-dom';
import { Page } from 'ui-kit/routing';
import PriceSearch from '../islands/PriceSearch';
import { priceSearchFromQuery } from '../prices/search';
import { useContent } from '../texts';

/**
 * `/best-prices`: the price comparison tool, one island (`./islands/PriceSearch`) given
 * the search the address holds (`?name=…&strength=…&zip=…&type=…&search=1`, a GET form
 * that works without script: the server renders its results).
 */
export default function BestPrices() {
  const { page, form } = useContent('prices').bestPricesPage;
  const [searchParams] = useSearchParams();
  const { values, searched } = priceSearchFromQuery(searchParams, form.defaults);
  return (
    <Page heading={page.heading} title={page.title} description={page.description} lead={page.lead}>
      <PriceSearch values={values} searched={searched} />
    </Page>
  );
}
