import { serializeJsonLd } from '../jsonld';

/** Structured data for search engines, as a `<script type="application/ld+json">`. */
export const JsonLd = ({ data }: { data: unknown }) => (
  <script type="application/ld+json">{serializeJsonLd(data)}</script>
);
