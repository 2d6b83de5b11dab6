import { screen } from '@testing-library/react';
import { loadNamespace } from '@dis/shared';
import { renderSite } from '../renderSite.test-utils';
import { MARKETING_LOADERS, MARKETING_NS } from '../words';
import SolutionPage from './SolutionPage';

// the site's common words first: the page then waits for its own words only
beforeAll(() => loadNamespace(MARKETING_NS, 'zh-cn', MARKETING_LOADERS));

describe('SolutionPage', () => {
  it("offers the consultation and the home page's products section (not only the first product)", async () => {
    await renderSite(<SolutionPage />, '/Solution');
    expect(await screen.findByRole('heading', { level: 1, name: '数字免疫解决方案' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '浏览核心产品' }).getAttribute('href')).toBe('/#products');
    expect(screen.getByRole('button', { name: '预约方案咨询' })).toBeTruthy();
  });

  it('brings the consultation form into view when the address names it', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await renderSite(<SolutionPage />, '/Solution#solution-form');
    await screen.findByRole('heading', { level: 1, name: '数字免疫解决方案' });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(document.getElementById('solution-form-title'));
  });
});
