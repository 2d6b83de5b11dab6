import { SITE_PAGES } from '@dis/contract/site';
import { LAYOUT_REQUEST, SITE_MODULES } from './pages';

// the remote's webpack configuration (CommonJS) lists what the browser loads under each name
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require('../../webpack.config.js') as (
  env: unknown,
  argv: { mode: string },
) => { plugins: Array<{ _options?: { exposes?: Record<string, string> } }> };

function browserExposes(): Record<string, string> {
  const browser = config({}, { mode: 'development' });
  const federation = browser.plugins.find((plugin) => plugin._options?.exposes);
  return federation!._options!.exposes!;
}

describe('the server render renders what the browser loads (docs/site/rendering.md)', () => {
  it('has a module for the layout and every page of the site table', () => {
    const requests = [LAYOUT_REQUEST, ...SITE_PAGES.map((page) => page.request)];
    expect(Object.keys(SITE_MODULES).sort()).toEqual([...new Set(requests)].sort());
  });

  it('renders, under each name, the very file the remote exposes under it', () => {
    const exposes = browserExposes();
    for (const [request, component] of Object.entries(SITE_MODULES)) {
      const expose = `./${request.split('/').slice(1).join('/')}`;
      expect(exposes[expose]).toBeDefined();
      // the component's name is its file's name (HomePage → ./src/site/home/HomePage.tsx)
      expect(exposes[expose]).toMatch(new RegExp(`/${component.name}\\.tsx$`));
    }
  });
});
