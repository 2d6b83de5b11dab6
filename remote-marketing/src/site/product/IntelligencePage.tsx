import { ProductPage } from './ProductPage';
import { INTELLIGENCE_VISUALS } from './visuals/intelligence';

/** /Product/Intelligence */
export default function IntelligencePage() {
  return <ProductPage product="intelligence" visuals={INTELLIGENCE_VISUALS} />;
}
