import { LIVE_EVENT, onLiveUpdate } from './events';

describe('listening to live updates in the page', () => {
  it('hears only the updates of its type, until stopped', () => {
    const heard = jest.fn();
    const stop = onLiveUpdate('export', heard);
    window.dispatchEvent(new CustomEvent(LIVE_EVENT, { detail: { type: 'export' } }));
    window.dispatchEvent(new CustomEvent(LIVE_EVENT, { detail: { type: 'notice' } }));
    window.dispatchEvent(new Event(LIVE_EVENT));
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new CustomEvent(LIVE_EVENT, { detail: { type: 'export' } }));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
