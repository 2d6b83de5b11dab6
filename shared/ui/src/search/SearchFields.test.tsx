import { fireEvent, screen } from '@testing-library/react';
import type { DictOption } from '../dict/dictCache';
import { dictOptions } from '../dict/dictOptions';
import { renderWithUi } from '../testing/renderWithUi';
import { SearchDateRange, SearchInput, SearchSelect } from './SearchFields';
import { SearchForm } from './SearchForm';
import { useSearchForm } from './useSearchForm';

interface Values {
  postName?: string;
  status?: '0' | '1';
  createTime?: [string, string] | null;
}

const option = (value: string, label: string) =>
  ({ value, label, raw: { dictValue: value } }) as unknown as DictOption;
const statuses = [option('0', '正常'), option('1', '停用')];

function Harness({ onSearch }: { onSearch: (values: Partial<Values>) => void }) {
  const search = useSearchForm<Values>({ status: '1' });
  return (
    <SearchForm search={search} onSearch={onSearch} onReset={jest.fn()}>
      <SearchInput label="岗位名称" placeholder="请输入岗位名称" {...search.field('postName')} />
      <SearchSelect label="状态" placeholder="岗位状态" options={statuses} {...search.field('status')} />
      <SearchDateRange label="创建时间" {...search.field('createTime')} />
    </SearchForm>
  );
}

describe('search fields', () => {
  it('label their controls and bind them to the search form', () => {
    const onSearch = jest.fn();
    renderWithUi(<Harness onSearch={onSearch} />);
    const name = screen.getByLabelText('岗位名称') as HTMLInputElement;
    expect(name.placeholder).toBe('请输入岗位名称');
    fireEvent.change(name, { target: { value: '经理' } });
    expect(screen.getByLabelText('状态')).toBeTruthy();
    expect(screen.getByText('停用')).toBeTruthy();
    expect((screen.getByLabelText('创建时间') as HTMLInputElement).placeholder).toBe('开始日期 ~ 结束日期');
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(onSearch).toHaveBeenCalledWith({ postName: '经理', status: '1' });
  });
});

describe('dictOptions', () => {
  it('keeps the label and the value only', () => {
    expect(dictOptions(statuses)).toEqual([
      { label: '正常', value: '0' },
      { label: '停用', value: '1' },
    ]);
  });
});
