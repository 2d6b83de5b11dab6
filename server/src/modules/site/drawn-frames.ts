import { createHash, randomBytes } from 'node:crypto';
import type { ConsoleRenderRequest, RenderedConsoleView } from '@dis/contract/site';
import type { ConsoleRenderFunction } from './render';

/**
 * The console's frame drawn once and reused (docs/site/speed.md "What a drawn document costs"):
 * the shell's render draws the frame around a slot where the page goes, and every document of the
 * same key puts its page there. The key is everything the frame is drawn from — the address shown
 * (the tabs), the language, the layout settings the cookies carry, the whole `getInfo` answer
 * (the user's name and avatar, their roles and permissions) and the whole `getRouters` answer (the
 * menus), and today's date (the watermark's) — and the render build itself: each loaded build of
 * the shell has a cache of its own, dropped with it. The page's first reads are not given to the
 * frame: it draws none of them, so what it draws is the same for every document of a key.
 */

/** At most this many frames are kept per build, and at most this many characters of them. */
const MAX_FRAMES = 200;
const MAX_CHARACTERS = 16 * 1024 * 1024;

/** Where the page goes in a kept frame: a comment no page or user text contains, new per process. */
const PAGE_SLOT = `<!--dis-page-${randomBytes(8).toString('hex')}-->`;

interface KeptFrame {
  /** the frame's markup around the slot */
  before: string;
  after: string;
  styles: string;
  parts: string[];
}

/** A small least-recently-used map bounded by entries and by the characters it holds. */
class BoundedFrames {
  private readonly kept = new Map<string, Promise<KeptFrame | null>>();
  private readonly sizes = new Map<string, number>();
  private characters = 0;

  get(key: string): Promise<KeptFrame | null> | undefined {
    const frame = this.kept.get(key);
    if (frame) {
      // the most recently used goes last
      this.kept.delete(key);
      this.kept.set(key, frame);
    }
    return frame;
  }

  /** Keeps a frame being drawn (a burst of one key draws it once); a frame that fails is not kept. */
  set(key: string, drawing: Promise<KeptFrame | null>) {
    this.kept.set(key, drawing);
    this.evict();
    drawing.then(
      (frame) => {
        if (this.kept.get(key) !== drawing) return;
        if (!frame) return this.delete(key);
        const size = frame.before.length + frame.after.length + frame.styles.length;
        this.sizes.set(key, size);
        this.characters += size;
        this.evict();
      },
      () => {
        if (this.kept.get(key) === drawing) this.delete(key);
      },
    );
  }

  private delete(key: string) {
    this.kept.delete(key);
    this.characters -= this.sizes.get(key) ?? 0;
    this.sizes.delete(key);
  }

  private evict() {
    while (this.kept.size > MAX_FRAMES || (this.characters > MAX_CHARACTERS && this.kept.size > 1)) {
      const oldest = this.kept.keys().next().value as string;
      this.delete(oldest);
    }
  }
}

/** The frames kept, per loaded shell render (a new build starts empty). */
const framesOf = new WeakMap<ConsoleRenderFunction, BoundedFrames>();

/** What a frame is drawn from: the request without the page and its reads. */
export type FrameRequest = Omit<ConsoleRenderRequest, 'pageHtml' | 'ask' | 'reads' | 'module'>;

/** The key of a frame: a hash of everything it is drawn from (the user's data stays out of the key's text). */
export function frameKey(request: FrameRequest, day: string): string {
  const { url, lang, settings, info, routers } = request;
  return createHash('sha256')
    .update(JSON.stringify([url, lang, settings ?? {}, info, routers, day]))
    .digest('base64url');
}

/** Today in the server's zone, as the watermark shows it. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
};

/**
 * The console's frame by `frame` (the shell's render) around `pageHtml`, drawn once per key and
 * then reused; null when the frame is not drawn (the routes are refusals, the render fails).
 */
export async function framedPage(
  frame: ConsoleRenderFunction,
  request: FrameRequest,
  pageHtml: string,
): Promise<RenderedConsoleView | null> {
  let frames = framesOf.get(frame);
  if (!frames) {
    frames = new BoundedFrames();
    framesOf.set(frame, frames);
  }
  const key = frameKey(request, today());
  let kept = frames.get(key);
  if (!kept) {
    kept = frame({ ...request, pageHtml: PAGE_SLOT }).then((drawn) => {
      if (!drawn) return null;
      const at = drawn.html.indexOf(PAGE_SLOT);
      // the slot drawn once, where the page goes; otherwise this frame cannot be reused
      if (at < 0 || drawn.html.indexOf(PAGE_SLOT, at + 1) >= 0) return null;
      return {
        before: drawn.html.slice(0, at),
        after: drawn.html.slice(at + PAGE_SLOT.length),
        styles: drawn.styles,
        parts: drawn.parts ?? [],
      };
    });
    frames.set(key, kept);
  }
  const framed = await kept;
  if (!framed) return null;
  return {
    html: `${framed.before}${pageHtml}${framed.after}`,
    styles: framed.styles,
    parts: framed.parts,
  };
}
