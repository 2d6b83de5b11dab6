import { useEffect } from 'react';
import { useLocation } from '@dis/shared';
import { PRODUCTS_ID, TRIAL_ID } from '../company';
import { scrollToSection, scrollToTrial } from '../scrolling';
import { useDocumentMeta } from '../useDocumentMeta';
import { useOrganizationData } from './organization';
import { useMarketingWords } from '../words';
import { ClientCategories } from './ClientCategories';
import { HeroCarousel } from './HeroCarousel';
import { ProductSuite } from './ProductSuite';
import { TrialForm } from './TrialForm';
import { WhyUs } from './WhyUs';
import './home.css';

/** The home page: hero, why us, the products, the clients and the trial form. */
export default function HomePage() {
  const { t } = useMarketingWords();
  const { hash } = useLocation();
  useDocumentMeta(t('home.title'), t('home.description'));
  useOrganizationData();
  useEffect(() => {
    // 免费试用 from another page comes here with #trial; the solution page's 浏览核心产品 with #products
    if (hash === `#${TRIAL_ID}`) scrollToTrial();
    else if (hash === `#${PRODUCTS_ID}`) scrollToSection(PRODUCTS_ID);
  }, [hash]);
  return (
    <>
      {/* the page's one h1; the carousel's slide titles are h2 */}
      <h1 className="site-sr-only">{t('home.title')}</h1>
      <HeroCarousel />
      <WhyUs />
      <ProductSuite />
      <ClientCategories />
      <TrialForm />
    </>
  );
}
