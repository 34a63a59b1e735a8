import { useSiteText } from 'shared-content';
import { Page, StaticHtml } from 'ui-kit/routing';
import { Slot } from '../../federation/RemoteSection';
import { useContent } from '../../texts';
import { AboutCard } from './AboutCard';
import { AwardsSection } from './AwardsSection';
import { HeroCarousel } from './HeroCarousel';
import { PortalBanner } from './PortalBanner';
import { ServiceCards } from './ServiceCards';

/**
 * The home page (spec section 2, "Home"), where unknown paths land too. The
 * testimonials-and-partners section is a slot a remote fills (its widget shows itself once
 * its partner list has loaded, and is left out quietly if that remote is down).
 */
export default function Home() {
  const { page } = useContent('home').home;
  const { brand } = useSiteText();
  return (
    <Page
      heading={brand.tagline}
      title={page.title}
      description={page.description}
      lead={page.lead}
    >
      <HeroCarousel />
      <StaticHtml>
        <AboutCard />
        <ServiceCards />
        <PortalBanner />
      </StaticHtml>
      <AwardsSection />
      <Slot name="home-testimonials" />
    </Page>
  );
}
