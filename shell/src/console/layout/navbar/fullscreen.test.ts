import { toggleFullscreen } from './fullscreen';

function fakeDocument(enabled: boolean) {
  const doc = {
    fullscreenEnabled: enabled,
    fullscreenElement: null as Element | null,
    exitFullscreen: jest.fn(async () => {
      doc.fullscreenElement = null;
    }),
    documentElement: {
      requestFullscreen: jest.fn(async () => {
        doc.fullscreenElement = doc.documentElement as unknown as Element;
      }),
    },
  };
  return doc;
}

describe('toggleFullscreen', () => {
  it('says so when the browser cannot go full screen', async () => {
    const doc = fakeDocument(false);
    expect(await toggleFullscreen(doc as unknown as Document)).toBe('unsupported');
    expect(doc.documentElement.requestFullscreen).not.toHaveBeenCalled();
  });

  it('enters full screen, then leaves it', async () => {
    const doc = fakeDocument(true);
    expect(await toggleFullscreen(doc as unknown as Document)).toBe('entered');
    expect(doc.fullscreenElement).not.toBeNull();
    expect(await toggleFullscreen(doc as unknown as Document)).toBe('left');
    expect(doc.exitFullscreen).toHaveBeenCalledTimes(1);
  });
});
