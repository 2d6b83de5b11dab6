import { containsMarkup, hasVisibleContent, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the structure the editor writes', () => {
    const html =
      '<h2 class="ql-align-center">标题</h2><p><strong>粗</strong><em>斜</em><u>下</u><s>删</s></p>' +
      '<ol><li data-list="bullet">一</li></ol><blockquote>引</blockquote><pre class="ql-syntax">code</pre>' +
      '<p style="text-align: right; color: #e60000;">右</p><img src="/prod-api/profile/upload/2024/01/02/a.png" alt="图">';
    expect(sanitizeRichText(html)).toBe(
      html
        .replace('style="text-align: right; color: #e60000;"', 'style="text-align:right;color:#e60000"')
        .replace('alt="图">', 'alt="图" />'),
    );
  });

  it('removes scripts, handlers, frames, styles and dangerous addresses', () => {
    expect(sanitizeRichText('<p onclick="steal()">hi<script>alert(1)</script></p>')).toBe('<p>hi</p>');
    expect(
      sanitizeRichText('<iframe src="https://x"></iframe><style>p{}</style><form><input></form>ok'),
    ).toBe('ok');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(
      sanitizeRichText(
        '<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA"><img src="//evil/x.png">',
      ),
    ).toBe('');
    expect(
      sanitizeRichText('<p style="position:fixed;background:url(x)" class="evil ql-indent-1">x</p>'),
    ).toBe('<p class="ql-indent-1">x</p>');
  });

  it('lets a link open a new tab only without a handle on the page', () => {
    expect(sanitizeRichText('<a href="https://dis-tech.com" target="_blank">x</a>')).toBe(
      '<a href="https://dis-tech.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://dis-tech.com" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://dis-tech.com">x</a>',
    );
  });

  it('keeps null as null', () => {
    expect(sanitizeRichText(null)).toBeNull();
  });
});

describe('hasVisibleContent', () => {
  it('needs text or an image', () => {
    expect(hasVisibleContent('<p><br></p><p>&nbsp; </p>')).toBe(false);
    expect(hasVisibleContent(null)).toBe(false);
    expect(hasVisibleContent('<p>x</p>')).toBe(true);
    expect(hasVisibleContent('<p><img src="/a.png"></p>')).toBe(true);
  });
});

describe('containsMarkup', () => {
  it('spots tags but not comparisons', () => {
    expect(containsMarkup('<b>x</b>')).toBe(true);
    expect(containsMarkup('a <img src=x onerror=y>')).toBe(true);
    expect(containsMarkup('1 < 2 and 3 > 2')).toBe(false);
    expect(containsMarkup('8h → 1h')).toBe(false);
    expect(containsMarkup(null)).toBe(false);
  });
});
