/** The avatar's crop: a fixed 200×200 square (ruoyi-ui's vue-cropper settings), output as PNG. */
export const CROP_SIZE = 200;
/** the stage around the crop box, so the user sees what is left out */
export const STAGE_SIZE = 300;
export const ZOOM_STEP = 1.1;

/** Where the picture sits: its centre's offset from the crop box centre (crop pixels), zoom and rotation. */
export interface CropView {
  x: number;
  y: number;
  scale: number;
  /** degrees, a multiple of 90 */
  rotation: number;
}

/** The smallest zoom at which the picture covers the whole crop box. */
export function coverScale(width: number, height: number, rotation: number, box = CROP_SIZE): number {
  const turned = Math.abs(rotation / 90) % 2 === 1;
  const [w, h] = turned ? [height, width] : [width, height];
  return Math.max(box / w, box / h);
}

/** The view of a freshly chosen picture: centred, covering the crop box. */
export function initialView(width: number, height: number): CropView {
  return { x: 0, y: 0, scale: coverScale(width, height, 0), rotation: 0 };
}

/** Zooms by `factor`, kept between a tenth and ten times the covering zoom. */
export function zoomed(view: CropView, factor: number, width: number, height: number): CropView {
  const cover = coverScale(width, height, view.rotation);
  const scale = Math.min(cover * 10, Math.max(cover / 10, view.scale * factor));
  return { ...view, scale };
}

/** Turns by ±90°; the offset turns with the picture so the same part stays in the box. */
export function rotated(view: CropView, direction: 1 | -1): CropView {
  const rotation = (((view.rotation + direction * 90) % 360) + 360) % 360;
  return { ...view, rotation, x: direction === 1 ? -view.y : view.y, y: direction === 1 ? view.x : -view.x };
}

/** Moves the picture by a pointer drag measured in crop pixels. */
export function moved(view: CropView, dx: number, dy: number): CropView {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** The part of a 2D context the cropper draws with. */
export type DrawingContext = Pick<
  CanvasRenderingContext2D,
  'save' | 'restore' | 'clearRect' | 'translate' | 'rotate' | 'scale' | 'drawImage'
>;

/**
 * Draws the picture as the view places it, on a square canvas of `size` pixels whose centre is the
 * crop box centre; `factor` scales crop pixels to canvas pixels (1 for the 200×200 output).
 */
export function drawView(
  ctx: DrawingContext,
  image: CanvasImageSource & { width: number; height: number },
  view: CropView,
  size: number,
  factor = size / CROP_SIZE,
): void {
  ctx.save();
  ctx.clearRect(0, 0, size, size);
  ctx.translate(size / 2 + view.x * factor, size / 2 + view.y * factor);
  ctx.rotate((view.rotation * Math.PI) / 180);
  ctx.scale(view.scale * factor, view.scale * factor);
  ctx.drawImage(image, -image.width / 2, -image.height / 2);
  ctx.restore();
}

/** The PNG file name sent for a chosen picture: its own name with a .png extension. */
export function avatarFileName(original: string): string {
  const base = original.replace(/\.[^./\\]*$/, '').replace(/[^\p{L}\p{N}_-]+/gu, '_') || 'avatar';
  return `${base}.png`;
}
