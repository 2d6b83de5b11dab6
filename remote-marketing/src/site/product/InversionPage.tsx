import { ProductPage } from './ProductPage';
import { INVERSION_VISUALS } from './visuals/inversion';

/** /Product/Inversion */
export default function InversionPage() {
  return <ProductPage product="inversion" visuals={INVERSION_VISUALS} />;
}
