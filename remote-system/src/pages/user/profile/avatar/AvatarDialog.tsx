import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { avatarUrl } from '@dis/shared/request';
import { useAppDispatch, avatarChanged } from '@dis/shared/store';
import {
  Button,
  feedback,
  MinusOutlined,
  Modal,
  PlusOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  Space,
  UploadOutlined,
} from '@dis/ui';
import { uploadAvatar } from '../api';
import { useProfileWords } from '../words';
import { AvatarCropper, AvatarPreview } from './AvatarCropper';
import {
  avatarFileName,
  CROP_SIZE,
  drawView,
  initialView,
  rotated,
  ZOOM_STEP,
  zoomed,
  type CropView,
} from './cropMath';
import './avatarDialog.css';

export interface AvatarDialogProps {
  open: boolean;
  onClose: () => void;
  /** the stored path of the new avatar, after the server took it */
  onSaved: (imgUrl: string) => void;
}

/** The chosen picture, cropped by the view, as a 200×200 PNG. */
function croppedPng(image: HTMLImageElement, view: CropView): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = CROP_SIZE;
  canvas.height = CROP_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve(null);
  drawView(ctx, image, view, CROP_SIZE, 1);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/**
 * 修改头像: choose an image, move, zoom and rotate it under a fixed 200×200 square, watch the
 * round preview, 提 交 sends the square as PNG (`avatarfile`); the navbar avatar follows.
 */
export default function AvatarDialog({ open, onClose, onSaved }: AvatarDialogProps) {
  const { t } = useProfileWords();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [picture, setPicture] = useState<{ image: HTMLImageElement; name: string; url: string } | null>(null);
  const [view, setView] = useState<CropView>({ x: 0, y: 0, scale: 1, rotation: 0 });
  const [saving, setSaving] = useState(false);

  useEffect(() => () => (picture ? URL.revokeObjectURL(picture.url) : undefined), [picture]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      feedback.message.error(t('avatar.badImage'));
      return;
    }
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setPicture({ image, name: file.name, url });
      setView(initialView(image.naturalWidth, image.naturalHeight));
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      feedback.message.error(t('avatar.unreadable'));
    };
    image.src = url;
  };

  const zoom = (factor: number) => {
    if (picture) setView((v) => zoomed(v, factor, picture.image.naturalWidth, picture.image.naturalHeight));
  };

  const submit = async () => {
    if (!picture) {
      feedback.message.warning(t('avatar.chooseFirst'));
      return;
    }
    setSaving(true);
    try {
      const png = await croppedPng(picture.image, view);
      if (!png) throw new Error('no canvas');
      const imgUrl = await uploadAvatar(png, avatarFileName(picture.name));
      dispatch(avatarChanged(avatarUrl(imgUrl)));
      feedback.message.success(t('avatar.saved'));
      onSaved(imgUrl);
      setPicture(null);
      onClose();
    } catch (error) {
      const refused = error instanceof Error && 'kind' in error && error.kind === 'business';
      feedback.message.error(refused ? (error as Error).message : t('avatar.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={t('avatar.title')} width={720} onCancel={onClose} footer={null} destroyOnHidden>
      <div className="profile-cropper">
        <AvatarCropper image={picture?.image ?? null} view={view} onViewChange={setView} onZoom={zoom} />
        <div className="profile-cropper__side">
          <AvatarPreview image={picture?.image ?? null} view={view} />
        </div>
      </div>
      <div className="profile-cropper__actions">
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          onChange={choose}
          aria-label={t('avatar.choose')}
        />
        <Space wrap>
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
            {t('avatar.choose')}
          </Button>
          <Button
            icon={<PlusOutlined />}
            aria-label={t('avatar.zoomIn')}
            title={t('avatar.zoomIn')}
            disabled={!picture}
            onClick={() => zoom(ZOOM_STEP)}
          />
          <Button
            icon={<MinusOutlined />}
            aria-label={t('avatar.zoomOut')}
            title={t('avatar.zoomOut')}
            disabled={!picture}
            onClick={() => zoom(1 / ZOOM_STEP)}
          />
          <Button
            icon={<RotateLeftOutlined />}
            aria-label={t('avatar.rotateLeft')}
            title={t('avatar.rotateLeft')}
            disabled={!picture}
            onClick={() => setView((v) => rotated(v, -1))}
          />
          <Button
            icon={<RotateRightOutlined />}
            aria-label={t('avatar.rotateRight')}
            title={t('avatar.rotateRight')}
            disabled={!picture}
            onClick={() => setView((v) => rotated(v, 1))}
          />
        </Space>
        <Button type="primary" loading={saving} onClick={() => void submit()}>
          {t('avatar.submit')}
        </Button>
      </div>
    </Modal>
  );
}
