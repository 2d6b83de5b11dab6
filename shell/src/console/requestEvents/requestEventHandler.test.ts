import { createRequestEventHandler, type RequestEventUi } from './requestEventHandler';

function fakeUi() {
  const answers: Array<(relogin: boolean) => void> = [];
  const ui: RequestEventUi = {
    error: jest.fn(),
    warning: jest.fn(),
    notify: jest.fn(),
    confirmRelogin: jest.fn(() => new Promise<boolean>((resolve) => answers.push(resolve))),
    relogin: jest.fn(),
  };
  return { ui, answers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('request event handler', () => {
  it('shows errors, warnings and notifications by level', () => {
    const { ui } = fakeUi();
    const handle = createRequestEventHandler(() => ui);
    handle({ type: 'error', level: 'error', code: 500, message: '操作失败' });
    handle({ type: 'error', level: 'warning', code: 601, message: '存在子菜单' });
    handle({ type: 'error', level: 'notify', code: 403, message: '当前操作没有权限' });
    expect(ui.error).toHaveBeenCalledWith('操作失败');
    expect(ui.warning).toHaveBeenCalledWith('存在子菜单');
    expect(ui.notify).toHaveBeenCalledWith('当前操作没有权限');
  });

  it('asks to log in again once at a time', async () => {
    const { ui, answers } = fakeUi();
    const handle = createRequestEventHandler(() => ui);
    handle({ type: 'sessionExpired' });
    handle({ type: 'sessionExpired' });
    handle({ type: 'sessionExpired' });
    expect(ui.confirmRelogin).toHaveBeenCalledTimes(1);
    answers[0](false);
    await flush();
    expect(ui.relogin).not.toHaveBeenCalled();
    handle({ type: 'sessionExpired' });
    expect(ui.confirmRelogin).toHaveBeenCalledTimes(2);
    answers[1](true);
    await flush();
    expect(ui.relogin).toHaveBeenCalledTimes(1);
  });
});
