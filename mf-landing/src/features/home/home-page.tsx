import { useRef } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { pageMeta } from '../../lib/page-meta';
import { ClosingCta } from '../../components/closing-cta';
import { HeroSection } from './components/hero-section';
import { BenefitsSection } from './components/benefits-section';
import { FeaturesSection } from './components/features-section';
import { TestimonialsSection } from './components/testimonials-section';
import { HowItWorksSection } from './components/how-it-works-section';
import { FaqSection } from './components/faq-section';

export default function HomePage() {
  usePageTitle(pageMeta.home.title);
  const sampleRef = useRef<HTMLElement>(null);

  const showExample = () => {
    const card = sampleRef.current;
    if (!card) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    card.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    // Focus moves with the view so keyboard and screen-reader users land on the example too.
    card.focus({ preventScroll: true });
  };

  return (
    <>
      <HeroSection onShowExample={showExample} />
      <BenefitsSection />
      <FeaturesSection sampleRef={sampleRef} />
      <TestimonialsSection />
      <HowItWorksSection />
      <FaqSection />
      <ClosingCta />
    </>
  );
}
