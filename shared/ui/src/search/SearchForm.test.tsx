import { fireEvent, screen } from '@testing-library/react';
import { Input, Select } from 'antd';
import { renderWithUi } from '../testing/renderWithUi';
import { SearchField, SearchForm } from './SearchForm';
import { useSearchForm } from './useSearchForm';

interface Values {
  userName?: string;
  status?: string;
}

function Harness(props: {
  onSearch: (values: Partial<Values>) => void;
  onReset: () => void;
  visible?: boolean;
}) {
  const search = useSearchForm<Values>();
  return (
    <SearchForm search={search} onSearch={props.onSearch} onReset={props.onReset} visible={props.visible}>
      <SearchField label="用户名称">
        <Input placeholder="请输入用户名称" {...search.field('userName')} />
      </SearchField>
      <SearchField label="状态">
        <Select options={[{ label: '正常', value: '0' }]} {...search.field('status')} />
      </SearchField>
    </SearchForm>
  );
}

describe('SearchForm', () => {
  it('searches with the values (button or Enter) and resets them', () => {
    const onSearch = jest.fn();
    const onReset = jest.fn();
    renderWithUi(<Harness onSearch={onSearch} onReset={onReset} />);
    const input = screen.getByLabelText('用户名称') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ userName: 'admin' });
    fireEvent.submit(input.closest('form')!);
    expect(onSearch).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(onReset).toHaveBeenCalled();
    expect((screen.getByLabelText('用户名称') as HTMLInputElement).value).toBe('');
  });

  it('treats an emptied field as no filter', () => {
    const onSearch = jest.fn();
    renderWithUi(<Harness onSearch={onSearch} onReset={jest.fn()} />);
    const input = screen.getByLabelText('用户名称');
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ userName: undefined });
  });

  it('is hidden on request', () => {
    renderWithUi(<Harness onSearch={jest.fn()} onReset={jest.fn()} visible={false} />);
    expect(screen.getByRole('search', { hidden: true }).hidden).toBe(true);
  });
});
