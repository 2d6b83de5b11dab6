import { useEffect, useState } from 'react';
import { parseTime } from '@dis/shared';
import { useAppSelector, useDarkMode, useServerTimeZone } from '@dis/shared/store';
import { Watermark } from '@dis/ui';
import { useSessionSettings } from '../sessionSettings';
import { WATERMARK_KEYS, watermarkSettingsOf } from './watermarkSettings';
import './watermark.css';

const MINUTE = 60_000;

/** Today in the server's zone (docs/product.md §9 "One clock"), looked at again every minute. */
function useServerDay(): string {
  const timeZone = useServerTimeZone();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return parseTime(now, '{y}-{m}-{d}', timeZone);
}

/**
 * The watermark over the console's content area (docs/security.md "Watermark"): the user name and
 * today's date, repeated; the navbar, sidebar and tabs bar stay clear. On/off and opacity come from
 * the settings, read once per session; the text is black on light and white on dark. antd's
 * Watermark draws it again when its element is removed or its style changed.
 */
export default function ConsoleWatermark() {
  const name = useAppSelector((s) => s.user.name);
  const day = useServerDay();
  const dark = useDarkMode();
  // read once per session (sessionSettings.ts)
  const values = useSessionSettings([WATERMARK_KEYS.on, WATERMARK_KEYS.opacity]);
  const settings = values && watermarkSettingsOf(values[0], values[1]);
  if (!settings?.on || !name) return null;
  const ink = dark ? '255, 255, 255' : '0, 0, 0';
  return (
    <Watermark
      className="console-watermark"
      style={{ position: 'absolute', overflow: 'hidden' }}
      content={`${name} ${day}`}
      font={{ color: `rgba(${ink}, ${settings.opacity})`, fontSize: 16 }}
      gap={[120, 120]}
      zIndex={9}
    >
      <span />
    </Watermark>
  );
}
