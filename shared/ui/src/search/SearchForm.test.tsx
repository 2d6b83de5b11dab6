import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { renderWithUi } from '../testing/renderWithUi';
import { SearchForm } from './SearchForm';

function Harness(props: { onSearch: (values: { userName?: string }) => void; onReset: () => void; visible?: boolean }) {
  const [form] = Form.useForm<{ userName?: string }>();
  return (
    <SearchForm form={form} onSearch={props.onSearch} onReset={props.onReset} visible={props.visible}>
      <Form.Item label="用户名称" name="userName">
        <Input placeholder="请输入用户名称" />
      </Form.Item>
    </SearchForm>
  );
}

describe('SearchForm', () => {
  it('searches with the values and resets them', async () => {
    const onSearch = jest.fn();
    const onReset = jest.fn();
    renderWithUi(<Harness onSearch={onSearch} onReset={onReset} />);
    const input = screen.getByLabelText('用户名称') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ userName: 'admin' }));
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    expect(onReset).toHaveBeenCalled();
    // a reset field is mounted anew
    expect((screen.getByLabelText('用户名称') as HTMLInputElement).value).toBe('');
  });

  it('is hidden on request', () => {
    renderWithUi(<Harness onSearch={jest.fn()} onReset={jest.fn()} visible={false} />);
    expect(document.querySelector('form')?.hidden).toBe(true);
  });
});
