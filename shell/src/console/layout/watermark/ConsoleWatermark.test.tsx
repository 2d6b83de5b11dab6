import { act, waitFor } from '@testing-library/react';
import { fetchConfigValue } from '@dis/shared/request';
import { createTestStore, settingChanged } from '@dis/shared/store';
import { renderWithUi } from '@dis/ui/testing';
import ConsoleWatermark from './ConsoleWatermark';
import { forgetSessionSettings } from '../sessionSettings';
import { watermarkSettingsOf, WATERMARK_KEYS } from './watermarkSettings';

// the settings are asked once the first view has settled: at once here
jest.mock('../afterFirstView', () => ({
  ...jest.requireActual('../afterFirstView'),
  afterFirstView: () => Promise.resolve(),
}));
jest.mock('@dis/shared/request', () => ({
  ...jest.requireActual('@dis/shared/request'),
  fetchConfigValue: jest.fn(),
}));

/** What antd's Watermark drew on its canvas: each text with the colour it was drawn in. */
let drawn: Array<{ text: string; colour: string }> = [];

function installCanvas() {
  const context = {
    font: '',
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    measureText: () => ({ width: 120, fontBoundingBoxAscent: 14, fontBoundingBoxDescent: 4 }),
    fillText(text: string) {
      drawn.push({ text, colour: String(context.fillStyle) });
    },
    save() {},
    restore() {},
    translate() {},
    rotate() {},
    drawImage() {},
    clearRect() {},
  };
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
}

function answerSettings(on: string, opacity: string) {
  jest.mocked(fetchConfigValue).mockImplementation(async (key) => {
    if (key === WATERMARK_KEYS.on) return on;
    if (key === WATERMARK_KEYS.opacity) return opacity;
    throw new Error(key);
  });
}

/** antd's mark: the element inside the container that carries the drawn image. */
const markOf = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('.console-watermark > div')).find((element) =>
    (element.getAttribute('style') ?? '').includes('background-image'),
  );

beforeEach(() => {
  drawn = [];
  jest.mocked(fetchConfigValue).mockReset();
  forgetSessionSettings();
  installCanvas();
  // 17:30 UTC is already the next day in the server's zone (Asia/Shanghai, UTC+8)
  jest.useFakeTimers({ now: new Date('2026-11-27T17:30:00Z'), advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the console watermark (docs/security.md "Watermark")', () => {
  it('reads its settings: on unless false, opacity clamped to 0.05–0.5', () => {
    expect(watermarkSettingsOf('true', '0.12')).toEqual({ on: true, opacity: 0.12 });
    expect(watermarkSettingsOf('false', '0.3')).toEqual({ on: false, opacity: 0.3 });
    expect(watermarkSettingsOf(' FALSE ', '')).toEqual({ on: false, opacity: 0.12 });
    expect(watermarkSettingsOf(undefined, undefined)).toEqual({ on: true, opacity: 0.12 });
    expect(watermarkSettingsOf('true', '0.01').opacity).toBe(0.05);
    expect(watermarkSettingsOf('true', '0.9').opacity).toBe(0.5);
    expect(watermarkSettingsOf('true', 'dim').opacity).toBe(0.12);
  });

  it("draws the user name and today's date in the server's zone, and draws itself again when removed", async () => {
    answerSettings('true', '0.2');
    const { container } = renderWithUi(<ConsoleWatermark />, { timeZone: 'Asia/Shanghai' });
    await waitFor(() => expect(markOf(container)).toBeDefined());
    expect(drawn).toContainEqual({ text: 'admin 2026-11-28', colour: 'rgba(0, 0, 0, 0.2)' });
    expect(fetchConfigValue).toHaveBeenCalledWith('sys.index.watermark');
    expect(fetchConfigValue).toHaveBeenCalledWith('sys.index.watermarkOpacity');

    // someone removes the mark in the developer tools: it comes back
    const mark = markOf(container)!;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mark.remove();
    });
    await waitFor(() => expect(markOf(container)).toBeDefined());
    expect(markOf(container)!.isConnected).toBe(true);

    // or hides it with a style: drawn again, visible
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      markOf(container)!.setAttribute('style', 'display: none');
    });
    await waitFor(() => expect(markOf(container)!.getAttribute('style')).toContain('background-image'));
  });

  it('is white on the dark theme', async () => {
    answerSettings('true', '0.3');
    const store = createTestStore();
    store.dispatch(settingChanged({ key: 'themeMode', value: 'dark' }));
    const { container } = renderWithUi(<ConsoleWatermark />, { store, timeZone: 'Asia/Shanghai' });
    await waitFor(() => expect(markOf(container)).toBeDefined());
    expect(drawn).toContainEqual({ text: 'admin 2026-11-28', colour: 'rgba(255, 255, 255, 0.3)' });
  });

  it('is not there when sys.index.watermark is false', async () => {
    answerSettings('false', '0.12');
    const { container } = renderWithUi(<ConsoleWatermark />);
    await waitFor(() => expect(fetchConfigValue).toHaveBeenCalledTimes(2));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(container.querySelector('.console-watermark')).toBeNull();
    expect(drawn).toEqual([]);
  });

  it('reads the settings once per session', async () => {
    answerSettings('true', '0.12');
    const first = renderWithUi(<ConsoleWatermark />);
    await waitFor(() => expect(markOf(first.container)).toBeDefined());
    first.unmount();
    const second = renderWithUi(<ConsoleWatermark />);
    await waitFor(() => expect(markOf(second.container)).toBeDefined());
    expect(fetchConfigValue).toHaveBeenCalledTimes(2);
  });
});
