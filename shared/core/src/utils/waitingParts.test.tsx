import { act, render } from '@testing-library/react';
import { WaitingPart, whenNothingWaits } from './waitingParts';

describe('parts waiting for their code', () => {
  it('runs at once when no part waits', () => {
    const run = jest.fn();
    whenNothingWaits(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs once the last waiting part is replaced, not before', () => {
    const run = jest.fn();
    const { rerender } = render(
      <>
        <WaitingPart />
        <WaitingPart>
          <span>…</span>
        </WaitingPart>
      </>,
    );
    whenNothingWaits(run);
    rerender(
      <>
        <span>switch</span>
        <WaitingPart>
          <span>…</span>
        </WaitingPart>
      </>,
    );
    expect(run).not.toHaveBeenCalled();
    rerender(<span>switch</span>);
    expect(run).toHaveBeenCalledTimes(1);
    // once only
    act(() => {
      render(<WaitingPart />).unmount();
    });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const run = jest.fn();
    const { unmount } = render(<WaitingPart />);
    const cancel = whenNothingWaits(run);
    cancel();
    unmount();
    expect(run).not.toHaveBeenCalled();
  });
});
