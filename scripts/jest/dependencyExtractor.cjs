// Which files a file depends on, for `npm run test:changed` (jest's --onlyChanged and
// --findRelatedTests): jest's own extractor, on the code with the text of its template literals
// blanked. Jest finds `import … from '…'` by pattern, so the code generator's templates — whose
// template literals hold the pages and resources they write, `import … from '@dis/ui'` among them —
// made every server test "depend" on the whole console kit, and a change to one console file ran
// half the integration suite. Blanking keeps lengths and line breaks, and the code inside `${…}`.

/** Whether a `/` after `before` starts a regular expression rather than dividing. */
function startsRegExp(before) {
  const previous = before.slice(-40).trimEnd();
  if (previous === '') return true;
  if (/[(,=:[!&|?{};+\-*%<>~^]$/.test(previous)) return true;
  return /\b(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/.test(previous);
}

/**
 * `code` with the text of its template literals that run over several lines replaced by spaces
 * (line breaks kept): a one-line template literal may name a module (`import(\`./x\`)`), text over
 * lines is text. Strings, comments, regular expressions and `${…}` expressions stay as they are.
 */
function blankTemplateText(code) {
  let out = '';
  let i = 0;
  /** one entry per open `${`: the depth of braces inside it when it opened */
  const expressions = [];
  let braces = 0;
  let inTemplate = false;
  /** the text of the template literal's part being read (up to its end or its next `${`) */
  let part = '';
  const endPart = () => {
    out += part.includes('\n') ? part.replace(/[^\n]/g, ' ') : part;
    part = '';
  };
  while (i < code.length) {
    const c = code[i];
    if (inTemplate) {
      if (c === '\\') {
        part += code.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        endPart();
        out += c;
        i += 1;
        inTemplate = false;
      } else if (c === '$' && code[i + 1] === '{') {
        endPart();
        out += '${';
        i += 2;
        expressions.push(braces);
        inTemplate = false;
      } else {
        part += c;
        i += 1;
      }
      continue;
    }
    if (c === '/' && code[i + 1] === '/') {
      const end = code.indexOf('\n', i);
      const stop = end === -1 ? code.length : end;
      out += code.slice(i, stop);
      i = stop;
    } else if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end === -1 ? code.length : end + 2;
      out += code.slice(i, stop);
      i = stop;
    } else if (c === '/' && startsRegExp(code.slice(Math.max(0, i - 40), i))) {
      // (the code before `i`, not `out`: outside a template literal the two end alike, and slicing
      // the string being built would copy it whole at every slash)
      // a regular expression literal: to its closing slash, classes and escapes included
      let j = i + 1;
      let inClass = false;
      while (j < code.length && code[j] !== '\n') {
        if (code[j] === '\\') j += 1;
        else if (code[j] === '[') inClass = true;
        else if (code[j] === ']') inClass = false;
        else if (code[j] === '/' && !inClass) break;
        j += 1;
      }
      out += code.slice(i, j + 1);
      i = j + 1;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < code.length && code[j] !== c && code[j] !== '\n') j += code[j] === '\\' ? 2 : 1;
      out += code.slice(i, j + 1);
      i = j + 1;
    } else if (c === '`') {
      out += c;
      i += 1;
      inTemplate = true;
    } else if (c === '{') {
      braces += 1;
      out += c;
      i += 1;
    } else if (c === '}') {
      if (expressions.length > 0 && expressions[expressions.length - 1] === braces) {
        // the end of a `${…}`: back in the template's text
        expressions.pop();
        inTemplate = true;
      } else braces -= 1;
      out += c;
      i += 1;
    } else {
      out += c;
      i += 1;
    }
  }
  endPart();
  return out;
}

module.exports = {
  extract(code, filePath, defaultExtract) {
    return defaultExtract(code.includes('`') ? blankTemplateText(code) : code, filePath);
  },
  // a new version of this file is a new extraction: the haste map's cache holds results by it
  getCacheKey() {
    return 'dis-blank-template-text-1';
  },
  blankTemplateText,
};
