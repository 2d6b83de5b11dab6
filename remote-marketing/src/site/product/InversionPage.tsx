import { ProductPage } from './ProductPage';

/** /Product/Inversion */
export default function InversionPage() {
  return <ProductPage product="inversion" />;
}
