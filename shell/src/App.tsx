import { BrowserRouter } from '@dis/shared';
import { DrawnViewWatch } from './console/drawn/drawnView';
import { ScrollToTop } from './navigation/ScrollToTop';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <DrawnViewWatch />
      <AppRoutes />
    </BrowserRouter>
  );
}
