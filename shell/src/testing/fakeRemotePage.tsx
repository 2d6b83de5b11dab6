/**
 * Stands in for `federation/RemotePage` in console tests:
 * `jest.mock('…/federation/RemotePage', () => jest.requireActual('…/testing/fakeRemotePage'))`.
 * A page has a field of its own, to see whether it stays mounted.
 */
export function RemotePage({ request }: { request: string }) {
  return (
    <label>
      {`remote:${request}`}
      <input aria-label={`field of ${request}`} />
    </label>
  );
}

export function RemoteUnavailable({ request }: { request: string }) {
  return <p role="alert">unavailable:{request}</p>;
}
