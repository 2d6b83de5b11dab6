import { useTranslation } from '@dis/shared';
import { Button, FullscreenExitOutlined, FullscreenOutlined, useFeedback } from '@dis/ui';
import { toggleFullscreen, useFullscreen } from './fullscreen';

/** The full-screen button; an unsupported browser gets 你的浏览器不支持全屏 (docs/product.md §2). */
export function FullscreenToggle() {
  const { t } = useTranslation('common');
  const { message } = useFeedback();
  const active = useFullscreen();
  const label = active ? t('console.fullscreen.exit') : t('console.fullscreen.enter');
  return (
    <Button
      type="text"
      className="console-header__action"
      icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      aria-label={label}
      aria-pressed={active}
      title={label}
      onClick={() => {
        toggleFullscreen().then(
          (outcome) => {
            if (outcome === 'unsupported') message.warning(t('console.fullscreen.unsupported'));
          },
          () => message.warning(t('console.fullscreen.unsupported')),
        );
      }}
    />
  );
}
