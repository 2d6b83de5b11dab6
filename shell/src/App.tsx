import { BrowserRouter } from '@dis/shared';
import { ScrollToTop } from './navigation/ScrollToTop';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <AppRoutes />
    </BrowserRouter>
  );
}
