import { ProductPage } from './ProductPage';

/** /Product/Intelligence */
export default function IntelligencePage() {
  return <ProductPage product="intelligence" />;
}
