import { useEffect, useRef, type PointerEvent, type WheelEvent } from 'react';
import { CROP_SIZE, STAGE_SIZE, ZOOM_STEP, drawView, moved, type CropView } from './cropMath';
import { useProfileWords } from '../words';

export interface AvatarCropperProps {
  image: HTMLImageElement | null;
  view: CropView;
  onViewChange: (view: CropView) => void;
  onZoom: (factor: number) => void;
}

const BOX_OFFSET = (STAGE_SIZE - CROP_SIZE) / 2;

/** Draws the stage: the picture, dimmed outside the 200×200 box; drag moves it, the wheel zooms. */
export function AvatarCropper({ image, view, onViewChange, onZoom }: AvatarCropperProps) {
  const { t } = useProfileWords();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number; view: CropView } | null>(null);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, STAGE_SIZE, STAGE_SIZE);
    if (image) drawView(ctx, image, view, STAGE_SIZE, 1);
    // dim what the crop leaves out
    ctx.save();
    ctx.fillStyle = 'rgba(0, 0, 0, 0.45)';
    ctx.beginPath();
    ctx.rect(0, 0, STAGE_SIZE, STAGE_SIZE);
    ctx.rect(BOX_OFFSET + CROP_SIZE, BOX_OFFSET, -CROP_SIZE, CROP_SIZE);
    ctx.fill();
    ctx.strokeStyle = '#39f';
    ctx.lineWidth = 1;
    ctx.strokeRect(BOX_OFFSET + 0.5, BOX_OFFSET + 0.5, CROP_SIZE - 1, CROP_SIZE - 1);
    ctx.restore();
  }, [image, view]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!image) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, view };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (!start) return;
    onViewChange(moved(start.view, event.clientX - start.x, event.clientY - start.y));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onWheel = (event: WheelEvent<HTMLCanvasElement>) => {
    if (!image) return;
    onZoom(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP);
  };

  return (
    <canvas
      ref={canvas}
      className="profile-cropper__stage"
      width={STAGE_SIZE}
      height={STAGE_SIZE}
      role="img"
      aria-label={t('avatar.stage')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onWheel={onWheel}
    />
  );
}

/** The round live preview of what will be sent. */
export function AvatarPreview({ image, view }: { image: HTMLImageElement | null; view: CropView }) {
  const { t } = useProfileWords();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx && image) drawView(ctx, image, view, 100);
  }, [image, view]);
  return (
    <canvas
      ref={canvas}
      className="profile-cropper__preview"
      width={100}
      height={100}
      role="img"
      aria-label={t('avatar.preview')}
    />
  );
}
