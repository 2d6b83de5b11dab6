import type { ConsoleRenderRequest } from '@dis/contract/site';
import { framedPage, type FrameRequest } from './drawn-frames';

/** A stand-in shell render that counts its draws and puts the page where the slot asks. */
function shellRender(shape: (pageHtml: string) => string = (pageHtml) => `<main>${pageHtml}</main>`) {
  const drawn: ConsoleRenderRequest[] = [];
  const render = (request: ConsoleRenderRequest) => {
    drawn.push(request);
    return Promise.resolve({ html: shape(request.pageHtml ?? ''), styles: '.f{}', parts: ['ui-switch'] });
  };
  return { render, drawn };
}

const request = (userName: string, lang: 'zh-cn' | 'en' = 'zh-cn'): FrameRequest => ({
  url: '/system/user',
  lang,
  info: { code: 200, user: { userName } },
  routers: { code: 200, data: [] },
  settings: {},
});

describe('the console frame drawn once and reused', () => {
  it('draws a key once, puts each page in its place, and is given no way to read the page’s data', async () => {
    const { render, drawn } = shellRender();
    const one = await framedPage(render, request('admin'), '<table>1</table>');
    const two = await framedPage(render, request('admin'), '<table>2</table>');
    expect(one).toEqual({ html: '<main><table>1</table></main>', styles: '.f{}', parts: ['ui-switch'] });
    expect(two?.html).toBe('<main><table>2</table></main>');
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.ask).toBeUndefined();
    expect(drawn[0]!.reads).toBeUndefined();
    // another user, another language: drawn anew
    await framedPage(render, request('ry'), '');
    await framedPage(render, request('admin', 'en'), '');
    expect(drawn).toHaveLength(3);
  });

  it('keeps at most 200 frames, dropping the least recently used', async () => {
    const { render, drawn } = shellRender();
    for (let n = 0; n < 200; n++) await framedPage(render, request(`user${n}`), '');
    // user0 used again: user1 is now the oldest
    await framedPage(render, request('user0'), '');
    await framedPage(render, request('user200'), '');
    expect(drawn).toHaveLength(201);
    await framedPage(render, request('user0'), '');
    expect(drawn).toHaveLength(201);
    await framedPage(render, request('user1'), '');
    expect(drawn).toHaveLength(202);
  });

  it('keeps no frame without exactly one place for the page, nor one that failed', async () => {
    const twice = shellRender((pageHtml) => `${pageHtml}${pageHtml}`);
    expect(await framedPage(twice.render, request('admin'), 'x')).toBeNull();
    await framedPage(twice.render, request('admin'), 'x');
    expect(twice.drawn).toHaveLength(2);
    let fail = true;
    const flaky = (req: ConsoleRenderRequest) =>
      fail ? Promise.reject(new Error('render failed')) : shellRender().render(req);
    await expect(framedPage(flaky, request('admin'), 'x')).rejects.toThrow('render failed');
    fail = false;
    expect((await framedPage(flaky, request('admin'), 'x'))?.html).toBe('<main>x</main>');
  });
});
