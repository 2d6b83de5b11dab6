import { Outlet } from '@dis/shared';
import { MAIN_ID } from '../company';
import { useSiteRender } from '../rendering';
import { useMarketingWords } from '../words';
import { FloatingHelper } from './FloatingHelper';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import '../site.css';
import './layout.css';
import '../dark.css';

/** The public site's frame: top navigation, the page, the footer and the floating helper. */
export default function SiteLayout() {
  const { t } = useMarketingWords();
  useSiteRender()?.setSiteName(t('brand.name'));
  return (
    <div className="site">
      <SiteHeader />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingHelper />
    </div>
  );
}
