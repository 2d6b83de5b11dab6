import { useEffect, useState } from 'react';
import { getToken, useTranslation } from '@dis/shared';
import { fetchConfigValue } from '@dis/shared/request';
import { BookOutlined, CodeOutlined } from '@dis/ui';

/** The settings (参数设置) that hold the navbar's two outside links; blank hides a link. */
export const LINK_KEYS = { source: 'sys.index.sourceUrl', docs: 'sys.index.docUrl' } as const;

type Links = Partial<Record<keyof typeof LINK_KEYS, string>>;

/** Only web addresses become links: a setting holding anything else is ignored. */
export function safeLink(value: string | undefined): string | undefined {
  const url = (value ?? '').trim();
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : undefined;
}

/**
 * The links are read once per session (token): the navbar mounts again after a redirect, when
 * the screen leaves phone width and after signing in again. A setting that could not be read is
 * asked for again at the next mount.
 */
let read: { token: string | undefined; links: Promise<Links> } | undefined;

function sessionLinks(): Promise<Links> {
  const token = getToken();
  if (read && read.token === token) return read.links;
  const current = {
    token,
    links: Promise.allSettled([fetchConfigValue(LINK_KEYS.source), fetchConfigValue(LINK_KEYS.docs)]).then(
      ([source, docs]) => {
        if ((source.status === 'rejected' || docs.status === 'rejected') && read === current)
          read = undefined;
        const valueOf = (answer: PromiseSettledResult<string>) =>
          answer.status === 'fulfilled' ? safeLink(answer.value) : undefined;
        return { source: valueOf(source), docs: valueOf(docs) };
      },
    ),
  };
  read = current;
  return current.links;
}

/** 源码地址 and 文档地址 (docs/product.md §2 navbar), from the settings, each opening in a new tab. */
export function OutsideLinks() {
  const { t } = useTranslation('common');
  const [links, setLinks] = useState<Links>({});
  useEffect(() => {
    let live = true;
    void sessionLinks().then((answer) => {
      if (live) setLinks(answer);
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
