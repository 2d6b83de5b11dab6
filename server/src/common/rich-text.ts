import sanitizeHtml from 'sanitize-html';

/** The rich-text editor's class names (`ql-align-center`, `ql-indent-2`, `ql-syntax`…). */
const EDITOR_CLASSES = [/^ql-[a-z0-9-]+$/];
const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
];

const BLOCKS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'li', 'div'];

/**
 * The allow-list of the news body (docs/api-contract.md "rich text … sanitised by an allow-list on write
 * and on read"): text structure, lists, links, images, simple tables and the editor's own classes
 * and alignment. Scripts, event handlers, frames, forms, `javascript:` and `data:` URLs are removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...BLOCKS,
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'code',
    'span',
    'ul',
    'ol',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    li: ['data-list'],
    '*': ['class', 'style'],
  },
  allowedClasses: { '*': EDITOR_CLASSES },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: COLOR,
      'background-color': COLOR,
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // a link may open a new tab, never with a handle on this page
    a: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = { ...attribs };
      delete kept.rel;
      delete kept.target;
      return {
        tagName,
        attribs:
          attribs.target === '_blank' ? { ...kept, target: '_blank', rel: 'noopener noreferrer' } : kept,
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The news body as it may be stored and shown. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether rich text has anything a reader would see (text or an image), not just empty markup. */
export function hasVisibleContent(html: string | null): boolean {
  if (!html) return false;
  if (/<img\s/i.test(html)) return true;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}

const MARKUP = /<\s*\/?\s*[a-z!?][^>]*>/i;

/** Plain-text fields accept no HTML (only the news body does). */
export function containsMarkup(value: string | null | undefined): boolean {
  return typeof value === 'string' && MARKUP.test(value);
}
