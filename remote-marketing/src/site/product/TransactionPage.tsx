import { ProductPage } from './ProductPage';

/** /Product/Transaction */
export default function TransactionPage() {
  return <ProductPage product="transaction" />;
}
