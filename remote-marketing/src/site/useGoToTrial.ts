import { useLocation, useNavigate } from '@dis/shared';
import { TRIAL_ID } from './company';
import { scrollToTrial } from './scrolling';

/** 免费试用 from anywhere: scrolls to the home page's form, going home first when elsewhere. */
export function useGoToTrial(): () => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return () => {
    if (pathname !== '/' || !scrollToTrial()) navigate({ pathname: '/', hash: `#${TRIAL_ID}` });
  };
}
