import { debounce, isMobileWidth, sidebarOnDevice } from './device';

describe('the device', () => {
  it('is mobile when the body width minus 1 is below 992 px', () => {
    expect(isMobileWidth(390)).toBe(true);
    expect(isMobileWidth(992)).toBe(true);
    expect(isMobileWidth(993)).toBe(false);
    expect(isMobileWidth(1366)).toBe(false);
  });

  it('closes the sidebar at once on first load as mobile and when becoming mobile, not otherwise', () => {
    expect(sidebarOnDevice(undefined, true)).toBe('closeAtOnce');
    expect(sidebarOnDevice(false, true)).toBe('closeAtOnce');
    expect(sidebarOnDevice(true, true)).toBe('leave');
    expect(sidebarOnDevice(true, false)).toBe('leave');
    expect(sidebarOnDevice(undefined, false)).toBe('leave');
  });
});

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once, 300 ms after the last call, with its arguments', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 300);
    debounced(1);
    jest.advanceTimersByTime(200);
    debounced(2);
    jest.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('drops a pending call when cancelled', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 300);
    debounced();
    debounced.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
