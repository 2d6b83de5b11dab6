import { ProductPage } from './ProductPage';

/** /Product/Chaotic */
export default function ChaoticPage() {
  return <ProductPage product="chaotic" />;
}
