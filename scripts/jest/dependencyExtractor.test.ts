// What `npm run test:changed` counts as a file's imports (scripts/jest/dependencyExtractor.cjs):
// the text of the code generator's templates is not an import; code around and inside `${…}` is.
import extractor from './dependencyExtractor.cjs';

const { blankTemplateText } = extractor as { blankTemplateText: (code: string) => string };

/** jest's own extraction of `import … from '…'` and `require('…')`, enough for these cases */
const imports = (code: string) =>
  [...blankTemplateText(code).matchAll(/(?:from\s+|require\()['"]([^'"]+)['"]/g)].map((m) => m[1]);

describe('the test dependency extractor', () => {
  it('does not read a template literal over several lines as imports, and keeps the code around it', () => {
    const code = [
      "import { a } from './a';",
      'const page = `',
      "import { Table } from '@dis/ui';",
      '`;',
      "const b = require('./b');",
    ].join('\n');
    expect(imports(code)).toEqual(['./a', './b']);
    // lengths and line breaks are kept, so positions in the file stay where they were
    expect(blankTemplateText(code)).toHaveLength(code.length);
    expect(blankTemplateText(code).split('\n')).toHaveLength(5);
  });

  it('keeps a one-line template literal and the code inside `${…}`', () => {
    const code = [
      'const lazy = import(`./pages/${name}`);',
      'const text = `',
      "${require('./inside')}",
      "import x from 'not-a-dependency';",
      '`;',
    ].join('\n');
    expect(blankTemplateText(code)).toContain('import(`./pages/${name}`)');
    expect(imports(code)).toEqual(['./inside']);
  });

  it('reads a regular expression holding a backtick as a regular expression, and a division as a division', () => {
    const code = [
      'const quote = /`/g;',
      'const half = total / 2 / count;',
      'const page = `',
      "import y from 'blanked';",
      '`;',
      "import z from './z';",
    ].join('\n');
    expect(imports(code)).toEqual(['./z']);
    expect(blankTemplateText(code)).toContain('total / 2 / count');
  });

  it('reads a large bundle with many slashes in one pass: the look-back reads the source, not the text built so far', () => {
    const line = 'x = a / b; y = /re/.test(s); z = `t`;\n';
    const code = `${line.repeat(20_000)}const text = \`\nimport q from 'q';\n\`;\n`;
    const out = blankTemplateText(code);
    expect(out).toHaveLength(code.length);
    expect(out.endsWith('const text = `\n                  \n`;\n')).toBe(true);
  });
});
