import { ProductPage } from './ProductPage';
import { TRANSACTION_VISUALS } from './visuals/transaction';

/** /Product/Transaction */
export default function TransactionPage() {
  return <ProductPage product="transaction" visuals={TRANSACTION_VISUALS} />;
}
