import { useEffect, useState } from 'react';
import { useTranslation, type Envelope } from '@dis/shared';
import { http } from '@dis/shared/request';
import { BookOutlined, CodeOutlined } from '@dis/ui';

/** The settings (参数设置) that hold the navbar's two outside links; blank hides a link. */
export const LINK_KEYS = { source: 'sys.index.sourceUrl', docs: 'sys.index.docUrl' } as const;

type Links = Partial<Record<keyof typeof LINK_KEYS, string>>;

/** Only web addresses become links: a setting holding anything else is ignored. */
export function safeLink(value: string | undefined): string | undefined {
  const url = (value ?? '').trim();
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : undefined;
}

async function fetchLink(key: string): Promise<string | undefined> {
  try {
    const answer = await http.get<Envelope>(`/system/config/configKey/${key}`, undefined, { silent: true });
    return safeLink(answer.msg);
  } catch {
    return undefined;
  }
}

/** 源码地址 and 文档地址 (spec §2 navbar), from the settings, each opening in a new tab. */
export function OutsideLinks() {
  const { t } = useTranslation('common');
  const [links, setLinks] = useState<Links>({});
  useEffect(() => {
    let live = true;
    void Promise.all([fetchLink(LINK_KEYS.source), fetchLink(LINK_KEYS.docs)]).then(([source, docs]) => {
      if (live) setLinks({ source, docs });
    });
    return () => {
      live = false;
    };
  }, []);
  const items = [
    { key: 'source', href: links.source, label: t('console.links.source'), icon: <CodeOutlined /> },
    { key: 'docs', href: links.docs, label: t('console.links.docs'), icon: <BookOutlined /> },
  ];
  return (
    <>
      {items.map((item) =>
        item.href ? (
          <a
            key={item.key}
            className="console-header__action console-header__link"
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={item.label}
            title={item.label}
          >
            {item.icon}
          </a>
        ) : null,
      )}
    </>
  );
}
