import { render, screen } from '@testing-library/react';
import { lazyComponent } from './lazyComponent';

/** A part of the server's drawn first view (docs/site/rendering.md "The console's first view"). */
function drawnViewWith(parts: string) {
  const view = document.createElement('div');
  view.id = 'console-drawn';
  view.dataset.parts = parts;
  document.body.append(view);
  return view;
}

const Part = ({ text }: { text: string }) => <p>{text}</p>;

describe('a component whose code loads on its own', () => {
  it('shows its fallback while its code loads, then the component', async () => {
    const load = jest.fn(() => Promise.resolve(Part));
    const Lazy = lazyComponent(load, <span>…</span>, 'ui-part-a');
    expect(load).not.toHaveBeenCalled();
    render(<Lazy text="loaded" />);
    expect(screen.getByText('…')).toBeTruthy();
    expect(await screen.findByText('loaded')).toBeTruthy();
  });

  it('takes its code at once when the drawn view holds it, and is drawn whole in the first render', async () => {
    const view = drawnViewWith('ui-other ui-part-b');
    const load = jest.fn(() => Promise.resolve(Part));
    const Lazy = lazyComponent(load, <span>…</span>, 'ui-part-b');
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    render(<Lazy text="at once" />);
    // no fallback, not even for a moment
    expect(screen.getByText('at once')).toBeTruthy();
    expect(screen.queryByText('…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    view.remove();
  });

  it('shows a fallback drawn from its props while its code loads (a status switch: its word)', async () => {
    let arrive: (component: typeof Part) => void = () => undefined;
    const Lazy = lazyComponent(
      () => new Promise<typeof Part>((resolve) => (arrive = resolve)),
      (props: { text: string }) => <span>{`(${props.text})`}</span>,
    );
    render(<Lazy text="正常" />);
    expect(screen.getByText('(正常)')).toBeTruthy();
    arrive(Part);
    expect(await screen.findByText('正常')).toBeTruthy();
  });
});
