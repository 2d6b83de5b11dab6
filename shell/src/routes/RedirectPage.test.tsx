import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@dis/shared';
import { RedirectPage } from './RedirectPage';

function Where() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

it('replaces /redirect/<path> with the original full path', () => {
  render(
    <MemoryRouter initialEntries={['/redirect/system/user?pageNum=2']}>
      <Routes>
        <Route path="/redirect/*" element={<RedirectPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText('/system/user?pageNum=2')).toBeTruthy();
});
