import { ProductPage } from './ProductPage';
import { CHAOTIC_VISUALS } from './visuals/chaotic';

/** /Product/Chaotic */
export default function ChaoticPage() {
  return <ProductPage product="chaotic" visuals={CHAOTIC_VISUALS} />;
}
