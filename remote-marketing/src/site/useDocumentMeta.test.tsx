import { render } from '@testing-library/react';
import { useDocumentMeta } from './useDocumentMeta';

function Page({ title, description }: { title: string; description: string }) {
  useDocumentMeta(title, description);
  return null;
}

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null;

afterEach(() => document.head.querySelector('meta[name="description"]')?.remove());

describe('useDocumentMeta', () => {
  it('puts back the description it found when the page goes', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'the shell';
    document.head.appendChild(meta);
    const page = render(<Page title="新闻中心" description="公司新闻" />);
    expect(description()).toBe('公司新闻');
    page.rerender(<Page title="News" description="Company news" />);
    expect(description()).toBe('Company news');
    page.unmount();
    expect(description()).toBe('the shell');
  });

  it('removes the description tag it had to add', () => {
    const page = render(<Page title="关于我们" description="公司介绍" />);
    expect(description()).toBe('公司介绍');
    page.unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('leaves the next page its own description when one page replaces another', () => {
    const first = render(<Page title="A" description="first" />);
    first.rerender(<Page title="B" description="second" />);
    expect(description()).toBe('second');
    first.unmount();
    expect(description()).toBeNull();
  });
});
