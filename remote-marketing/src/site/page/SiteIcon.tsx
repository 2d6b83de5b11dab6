import { createElement, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

/**
 * An icon of Ant Design's set, drawn as a plain inline `<svg>` (docs/site/visuals.md "Icons"): the
 * definitions `@ant-design/icons` renders, imported one module each
 * (`@ant-design/icons-svg/lib/asn/BugOutlined`), without that package's React layer, which adds
 * about 2.7 KiB gzip to a page and a stylesheet at run time. Decorative: hidden from assistive
 * technology; it takes the text's colour and is sized by CSS.
 */
export function SiteIcon({ icon }: { icon: IconDefinition }) {
  const root = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <svg
      viewBox={root.attrs.viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      focusable="false"
      aria-hidden="true"
      data-icon={icon.name}
    >
      {root.children?.map(draw)}
    </svg>
  );
}

/** One node of the definition (a path, or a group of them) as React draws it. */
function draw(node: AbstractNode, index: number): ReactElement {
  return createElement(node.tag, { key: index, ...node.attrs }, node.children?.map(draw));
}

export type { IconDefinition };
