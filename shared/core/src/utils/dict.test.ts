import { selectDictLabel, selectDictLabels } from './dict';

const sex = [
  { label: '男', value: '0' },
  { label: '女', value: '1' },
  { label: '未知', value: '2' },
];

describe('selectDictLabel', () => {
  it('gives the label of a value, compared as text', () => {
    expect(selectDictLabel(sex, '1')).toBe('女');
    expect(selectDictLabel(sex, 0)).toBe('男');
  });

  it('gives the value itself when no option matches, and nothing for no value', () => {
    expect(selectDictLabel(sex, '9')).toBe('9');
    expect(selectDictLabel(sex, '')).toBe('');
    expect(selectDictLabel(sex, null)).toBe('');
    expect(selectDictLabel([], undefined)).toBe('');
  });
});

describe('selectDictLabels', () => {
  it('maps each value of a joined string and keeps the separator', () => {
    expect(selectDictLabels(sex, '0,1')).toBe('男,女');
    expect(selectDictLabels(sex, '0|2', '|')).toBe('男|未知');
  });

  it('accepts arrays and keeps unmatched values as they are', () => {
    expect(selectDictLabels(sex, ['1', 7])).toBe('女,7');
    expect(selectDictLabels(sex, '0,,1')).toBe('男,女');
    expect(selectDictLabels(sex, null)).toBe('');
  });
});
