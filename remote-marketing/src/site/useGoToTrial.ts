import { useLocation, useNavigate } from '@dis/shared';
import { interestOf, TRIAL_ID, type InterestState } from './company';
import { scrollToTrial } from './scrolling';

/**
 * 免费试用 from anywhere: scrolls to the home page's form, going home first when elsewhere; from a
 * product page the form arrives with that product chosen as the visitor's interest.
 */
export function useGoToTrial(): () => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return () => {
    if (pathname === '/' && scrollToTrial()) return;
    const product = interestOf(pathname);
    navigate(
      { pathname: '/', hash: `#${TRIAL_ID}` },
      product ? { state: { product } satisfies InterestState } : undefined,
    );
  };
}
