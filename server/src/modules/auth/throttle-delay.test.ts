import {
  DELAY_AFTER_FAILURES_PER_IP,
  MAX_FAILURES_PER_IP,
  MAX_THROTTLE_DELAY_MS,
  throttleDelayMs,
} from './service';

// docs/security.md "Throttle and lockout": past the captcha's threshold an address's logins are
// slowed, a second more per failure, up to a ceiling
describe('the per-address login delay', () => {
  it('does not slow an address until it has failed DELAY_AFTER_FAILURES_PER_IP times', () => {
    expect(MAX_FAILURES_PER_IP).toBeLessThan(DELAY_AFTER_FAILURES_PER_IP);
    expect(throttleDelayMs(0)).toBe(0);
    expect(throttleDelayMs(MAX_FAILURES_PER_IP)).toBe(0);
    expect(throttleDelayMs(DELAY_AFTER_FAILURES_PER_IP - 1)).toBe(0);
  });

  it('then waits a second more per failure, up to the ceiling', () => {
    expect(throttleDelayMs(DELAY_AFTER_FAILURES_PER_IP)).toBe(1000);
    expect(throttleDelayMs(DELAY_AFTER_FAILURES_PER_IP + 2)).toBe(3000);
    expect(MAX_THROTTLE_DELAY_MS).toBe(5000);
    expect(throttleDelayMs(DELAY_AFTER_FAILURES_PER_IP + 4)).toBe(5000);
    expect(throttleDelayMs(DELAY_AFTER_FAILURES_PER_IP + 500)).toBe(5000);
  });
});
