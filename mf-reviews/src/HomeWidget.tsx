/** The home page's testimonials-and-partners section. */
export default function HomeWidget() {
  return (
    <section aria-labelledby="home-reviews-heading">
      <h2 id="home-reviews-heading">What our patients say</h2>
    </section>
  );
}
