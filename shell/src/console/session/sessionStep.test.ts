import { sessionStep } from './sessionStep';

describe('sessionStep', () => {
  const loaded = { cookieToken: 't1', storeToken: 't1', infoLoaded: true, routesLoaded: true };

  it('is ready with the same token and everything loaded', () => {
    expect(sessionStep(loaded)).toBe('ready');
  });

  it('loads user info and routes when either is missing', () => {
    expect(sessionStep({ ...loaded, infoLoaded: false, routesLoaded: false })).toBe('load');
    expect(sessionStep({ ...loaded, routesLoaded: false })).toBe('load');
  });

  it('starts over with a new token and signs out without one', () => {
    expect(sessionStep({ ...loaded, cookieToken: 't2' })).toBe('resync');
    expect(sessionStep({ ...loaded, storeToken: undefined })).toBe('resync');
    expect(sessionStep({ ...loaded, cookieToken: undefined })).toBe('signedOut');
  });
});
