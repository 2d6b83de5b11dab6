import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { http } from '@dis/shared/request';
import { renderWithUi } from '@dis/ui/testing';
import BuildPage from './BuildPage';
import { DRAFT_KEY } from './useDesigner';

jest.mock('@dis/shared/request', () => ({
  http: { get: jest.fn() },
  saveBlob: jest.fn(),
}));
const get = http.get as jest.Mock;

// the page is large for jsdom, and the machine is shared
jest.setTimeout(60_000);

beforeEach(() => {
  window.localStorage.clear();
  get.mockReset();
  get.mockResolvedValue({ data: [] });
});

const canvas = () => screen.getByRole('region', { name: '画布' });
const palette = () => screen.getByRole('navigation', { name: '组件' });
const addFromPalette = (name: string) => fireEvent.click(within(palette()).getByRole('button', { name }));

async function labelField(label: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: '标题' }), { target: { value: label } });
}

describe('BuildPage', () => {
  it('adds a field from the palette and edits it in the properties panel', async () => {
    renderWithUi(<BuildPage />);
    expect(await screen.findByText('从左侧拖入或点选组件进行表单设计')).toBeTruthy();
    addFromPalette('单行文本');
    expect(within(canvas()).getByText('单行文本')).toBeTruthy();
    // the new field is selected: its properties are shown
    expect(await screen.findByRole('textbox', { name: '字段名' })).toHaveProperty('value', 'field100');
    await labelField('姓名');
    expect(within(canvas()).getByText('姓名')).toBeTruthy();
    expect(within(canvas()).queryByText('单行文本')).toBeNull();
    // a key already taken is refused with the reason, and the field keeps its key
    addFromPalette('多行文本');
    fireEvent.change(await screen.findByRole('textbox', { name: '字段名' }), {
      target: { value: 'field100' },
    });
    expect(screen.getByText('字段名已被其他字段使用')).toBeTruthy();
    // the draft is kept in the browser
    const draft = JSON.parse(window.localStorage.getItem(DRAFT_KEY)!);
    expect(draft.items.map((item: { name: string }) => item.name)).toEqual(['field100', 'field101']);
    expect(draft.items[0].label).toBe('姓名');
  });

  it('undoes and redoes with the buttons and the keyboard', async () => {
    renderWithUi(<BuildPage />);
    await screen.findByText('从左侧拖入或点选组件进行表单设计');
    addFromPalette('单行文本');
    addFromPalette('下拉选择');
    expect(within(canvas()).getByText('下拉选择')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /撤\s*销/ }));
    expect(within(canvas()).queryByText('下拉选择')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(within(canvas()).getByText('下拉选择')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    expect(within(canvas()).queryByText('下拉选择')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /重\s*做/ }));
    expect(within(canvas()).getByText('下拉选择')).toBeTruthy();
  });

  it('restores the kept draft on return and clears it after asking', async () => {
    const first = renderWithUi(<BuildPage />);
    await screen.findByText('从左侧拖入或点选组件进行表单设计');
    addFromPalette('单行文本');
    addFromPalette('下拉选择');
    first.unmount();

    renderWithUi(<BuildPage />);
    expect(await within(canvas()).findByText('下拉选择')).toBeTruthy();
    expect(within(canvas()).getByText('单行文本')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    expect(
      await screen.findByText('确定要清空所有组件吗？草稿也会一并清除。', {}, { timeout: 5000 }),
    ).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /清\s*空/ }));
    expect(await screen.findByText('从左侧拖入或点选组件进行表单设计')).toBeTruthy();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('copies and removes the selected field', async () => {
    renderWithUi(<BuildPage />);
    await screen.findByText('从左侧拖入或点选组件进行表单设计');
    addFromPalette('密码');
    fireEvent.click(within(canvas()).getByRole('button', { name: /复\s*制/ }));
    expect(within(canvas()).getAllByText('密码')).toHaveLength(2);
    expect(await screen.findByRole('textbox', { name: '字段名' })).toHaveProperty('value', 'field101');
    fireEvent.click(within(canvas()).getByRole('button', { name: '删除' }));
    expect(within(canvas()).getAllByText('密码')).toHaveLength(1);
  });

  it('previews the running form: a required field is refused empty and accepted filled', async () => {
    renderWithUi(<BuildPage />);
    await screen.findByText('从左侧拖入或点选组件进行表单设计');
    addFromPalette('单行文本');
    await labelField('姓名');
    fireEvent.click(screen.getByRole('switch', { name: '是否必填' }));
    fireEvent.click(screen.getByRole('button', { name: /预\s*览/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const submit = await within(dialog).findByRole('button', { name: /提\s*交/ }, { timeout: 5000 });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('请输入姓名')).toBeTruthy();
    expect(await within(dialog).findByText('有 1 项未通过校验')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '姓名' }), { target: { value: '张三' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('校验通过，提交的数据：')).toBeTruthy();
    expect(within(dialog).getByText(/"field100": "张三"/)).toBeTruthy();
  });

  it("sets RuoYi's properties and runs the form with them: prefix, length, its own required message", async () => {
    renderWithUi(<BuildPage />);
    await screen.findByText('从左侧拖入或点选组件进行表单设计');
    addFromPalette('单行文本');
    await labelField('金额');
    fireEvent.change(screen.getByRole('textbox', { name: '前缀' }), { target: { value: '¥' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: '最多输入' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('switch', { name: '是否必填' }));
    fireEvent.change(await screen.findByRole('textbox', { name: '必填提示' }), {
      target: { value: '金额一定要填' },
    });
    const draft = JSON.parse(window.localStorage.getItem(DRAFT_KEY)!);
    expect(draft.items[0]).toMatchObject({ prefix: '¥', maxLength: 5, requiredMessage: '金额一定要填' });
    fireEvent.click(screen.getByRole('button', { name: /预\s*览/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const submit = await within(dialog).findByRole('button', { name: /提\s*交/ }, { timeout: 5000 });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('金额一定要填')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: '金额' }).getAttribute('maxlength')).toBe('5');
    expect(within(dialog).getByText('¥')).toBeTruthy();
  });

  it('runs an imported form with a default of every kind, a read-only field submitted as it is', async () => {
    renderWithUi(<BuildPage />);
    await screen.findByText('从左侧拖入或点选组件进行表单设计');
    const field = (kind: string, name: string, defaultValue: unknown, more: object = {}) => ({
      id: name,
      kind,
      name,
      label: name,
      defaultValue,
      ...more,
    });
    const schema = {
      version: 1,
      form: {},
      items: [
        field('input', 'code', 'A-1', { readOnly: true }),
        field('time', 'at', '08:30:00'),
        field('date', 'day', '2026-01-02'),
        field('dateRange', 'span', ['2026-01-01', '2026-01-31']),
        field('cascader', 'place', ['1', '2'], {
          options: [{ label: '甲', value: '1', children: [{ label: '乙', value: '2' }] }],
        }),
        field('upload', 'files', '/profile/upload/a.pdf'),
      ],
    };
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    const importing = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.change(await within(importing).findByRole('textbox', { name: '表单 JSON' }), {
      target: { value: JSON.stringify(schema) },
    });
    fireEvent.click(within(importing).getByRole('button', { name: /导\s*入/ }));
    expect(await within(canvas()).findByText('files')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /预\s*览/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(await within(dialog).findByRole('textbox', { name: 'code' })).toHaveProperty('readOnly', true);
    fireEvent.click(await within(dialog).findByRole('button', { name: /提\s*交/ }, { timeout: 5000 }));
    expect(await within(dialog).findByText('校验通过，提交的数据：')).toBeTruthy();
    const submitted = JSON.parse(dialog.querySelector('.form-build__values')!.textContent!);
    expect(submitted).toEqual({
      code: 'A-1',
      at: '08:30:00',
      day: '2026-01-02',
      span: ['2026-01-01', '2026-01-31'],
      place: ['1', '2'],
      files: '/profile/upload/a.pdf',
    });
  });

  it('imports a schema, and refuses one that is not valid without changing the canvas', async () => {
    renderWithUi(<BuildPage />);
    await screen.findByText('从左侧拖入或点选组件进行表单设计');
    addFromPalette('开关');
    fireEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const text = await within(dialog).findByRole('textbox', { name: '表单 JSON' });
    fireEvent.change(text, { target: { value: '{"version":1,"form":{},"items":[{"kind":"hologram"}]}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /导\s*入/ }));
    expect(
      await within(dialog).findByText(
        '不是有效的表单设计 JSON：未知的组件类型（位置 items[0].kind），画布未改变。',
      ),
    ).toBeTruthy();
    expect(within(canvas()).getByText('开关')).toBeTruthy();

    const schema = {
      version: 1,
      form: { labelWidth: 120 },
      items: [{ id: 'a', kind: 'input', name: 'email', label: '邮箱' }],
    };
    fireEvent.change(text, { target: { value: JSON.stringify(schema) } });
    fireEvent.click(within(dialog).getByRole('button', { name: /导\s*入/ }));
    expect(await within(canvas()).findByText('邮箱')).toBeTruthy();
    expect(within(canvas()).queryByText('开关')).toBeNull();
  });

  it('exports the schema as JSON', async () => {
    renderWithUi(<BuildPage />);
    await screen.findByText('从左侧拖入或点选组件进行表单设计');
    addFromPalette('评分');
    fireEvent.click(screen.getByRole('button', { name: /导出 JSON/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('导出 JSON').textContent).toContain('"kind": "rate"'),
    );
    fireEvent.click(screen.getByRole('button', { name: /导出代码/ }));
  });

  it('speaks English', async () => {
    await changeLanguage('en');
    try {
      renderWithUi(<BuildPage />);
      expect(
        await screen.findByText('Drag components here from the left, or click them, to design the form'),
      ).toBeTruthy();
      fireEvent.click(
        within(screen.getByRole('navigation', { name: 'Components' })).getByRole('button', {
          name: 'Date range',
        }),
      );
      expect(within(screen.getByRole('region', { name: 'Canvas' })).getByText('Date range')).toBeTruthy();
    } finally {
      await act(() => changeLanguage('zh-cn'));
    }
  });
});
