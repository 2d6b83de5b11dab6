import { useState } from 'react';
import { useTranslation } from '@dis/shared';
import { Spin } from '@dis/ui';
import { RemoteUnavailable } from '../../federation/RemotePage';
import './InnerLinkPage.css';

/** An internal link (`InnerLink`): the page at `url` in a frame, with a notice until it has loaded. */
export function InnerLinkPage({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('common');
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  if (!/^https?:\/\//i.test(url)) return <RemoteUnavailable request={url || 'InnerLink'} />;
  const loaded = loadedUrl === url;
  return (
    <div className="inner-link">
      {loaded ? null : (
        <div className="inner-link__loading" role="status">
          <Spin />
          <span>{t('console.innerLinkLoading')}</span>
        </div>
      )}
      <iframe
        key={url}
        className="inner-link__frame"
        src={url}
        title={title}
        onLoad={() => setLoadedUrl(url)}
      />
    </div>
  );
}
