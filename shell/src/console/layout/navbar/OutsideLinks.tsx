import { useTranslation } from '@dis/shared';
import { BookOutlined, CodeOutlined } from '@dis/ui';
import { useSessionSettings } from '../sessionSettings';

/** The settings (参数设置) that hold the navbar's two outside links; blank hides a link. */
export const LINK_KEYS = { source: 'sys.index.sourceUrl', docs: 'sys.index.docUrl' } as const;

/** Only web addresses become links: a setting holding anything else is ignored. */
export function safeLink(value: string | undefined): string | undefined {
  const url = (value ?? '').trim();
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : undefined;
}

/** 源码地址 and 文档地址 (docs/product.md §2 navbar), from the settings, each opening in a new tab. */
export function OutsideLinks() {
  const { t } = useTranslation('common');
  // read once per session (sessionSettings.ts); a setting that could not be read hides its link
  const [source, docs] = useSessionSettings([LINK_KEYS.source, LINK_KEYS.docs]) ?? [];
  const items = [
    { key: 'source', href: safeLink(source), label: t('console.links.source'), icon: <CodeOutlined /> },
    { key: 'docs', href: safeLink(docs), label: t('console.links.docs'), icon: <BookOutlined /> },
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
