import hljs from 'highlight.js/lib/core';
import json from 'highlight.js/lib/languages/json';
import typescript from 'highlight.js/lib/languages/typescript';
import { useMemo } from 'react';
import 'highlight.js/styles/github.css';

hljs.registerLanguage('json', json);
hljs.registerLanguage('typescript', typescript);

/** Code, highlighted (highlight.js escapes the text; only its own spans are markup). */
export function CodeView({
  code,
  language,
  label,
}: {
  code: string;
  language: 'json' | 'typescript';
  label: string;
}) {
  const html = useMemo(() => hljs.highlight(code, { language }).value, [code, language]);
  return (
    <pre className="form-build__code" aria-label={label}>
      <code className={`hljs language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  );
}
