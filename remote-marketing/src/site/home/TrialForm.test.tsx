import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage, Route, Routes } from '@dis/shared';
import { http, RequestError } from '@dis/shared/request';
import { renderSite } from '../renderSite.test-utils';
import { checkContact } from '../requestForm/contactCheck';
import { useGoToTrial } from '../useGoToTrial';
import { TrialForm } from './TrialForm';

jest.mock('@dis/shared/request', () => {
  const actual = jest.requireActual('@dis/shared/request');
  return { ...actual, http: { post: jest.fn(), get: jest.fn() } };
});
const post = http.post as jest.Mock;
const get = http.get as jest.Mock;

beforeEach(() => {
  post.mockReset();
  get.mockReset();
});
afterEach(() => act(() => changeLanguage('zh-cn')));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe("the trial form's contact check (name, phone, email)", () => {
  it('wants a name and a phone, a mainland mobile number and a real-looking email', () => {
    expect(checkContact('', '', '')).toEqual({ missing: 'missing' });
    expect(checkContact('x', '13812345678', '')).toEqual({});
    expect(checkContact('x', '12812345678', '')).toEqual({ phone: 'badPhone' });
    expect(checkContact(' ', '1381234567', '')).toEqual({ missing: 'missing', phone: 'badPhone' });
    expect(checkContact('x', '13812345678', 'a@b')).toEqual({ email: 'badEmail' });
    expect(checkContact('x', '13812345678', 'a@b.cn')).toEqual({});
  });
});

describe('TrialForm', () => {
  it('asks for the name and phone, in Chinese', async () => {
    await renderSite(<TrialForm />);
    submit(/提交申请/);
    expect(await screen.findByText('请输入姓名和手机号')).toBeTruthy();
    expect(screen.getByLabelText(/姓名/).getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for the name and phone, in English', async () => {
    await act(() => changeLanguage('en'));
    await renderSite(<TrialForm />);
    submit(/Submit/);
    expect(await screen.findByText('Please enter your name and phone number')).toBeTruthy();
  });

  it('shows format problems next to the phone and email fields, in both languages', async () => {
    await renderSite(<TrialForm />);
    type('姓名 *', '王伟');
    type('手机号 *', '1234');
    type('公司邮箱', 'wang@');
    submit(/提交申请/);
    const phoneProblem = await screen.findByText('请输入正确的手机号码');
    expect(screen.getByLabelText('手机号 *').getAttribute('aria-describedby')).toBe(phoneProblem.id);
    expect(screen.getByText('请输入正确的邮箱地址').id).toBe('trial-email-problem');
    expect(screen.queryByText('请输入姓名和手机号')).toBeNull();
    await act(() => changeLanguage('en'));
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the form without a token, says so and clears it', async () => {
    post.mockResolvedValue({ code: 200, msg: '获取成功' });
    await renderSite(<TrialForm />);
    type('姓名 *', ' 王伟 ');
    type('手机号 *', '13812345678');
    type('公司名称', '某证券');
    type('公司邮箱', 'wang@example.com');
    type('职位', '运维总监');
    type('需求与痛点', '核心交易系统演练');
    fireEvent.click(screen.getByLabelText('订阅产品动态与行业资讯'));
    submit(/提交申请/);
    expect(await screen.findByText('获取成功')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/portal/trial',
      {
        name: '王伟',
        phone: '13812345678',
        company: '某证券',
        email: 'wang@example.com',
        position: '运维总监',
        remark: '核心交易系统演练',
        subscribe: true,
      },
      { withToken: false, silent: true },
    );
    expect((screen.getByLabelText('姓名 *') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('订阅产品动态与行业资讯') as HTMLInputElement).checked).toBe(false);
  });

  it('carries a honeypot people never see: out of the tab order and of the accessibility tree, sent only when filled', async () => {
    post.mockResolvedValue({ code: 200, msg: '获取成功' });
    await renderSite(<TrialForm />);
    const trap = document.querySelector<HTMLInputElement>('form input[name=website]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden=true]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    type('姓名 *', '机器人');
    type('手机号 *', '13812345678');
    fireEvent.change(trap, { target: { value: 'http://spam.example' } });
    submit(/提交申请/);
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0][1]).toMatchObject({ name: '机器人', website: 'http://spam.example' });
  });

  it('says under the form that the request was received and how we follow up, politely, in both languages', async () => {
    post.mockResolvedValue({ code: 200, msg: '获取成功' });
    await renderSite(<TrialForm />);
    const followUp = '我们已收到您的试用申请，解决方案顾问将在 1 个工作日内通过您留下的电话或邮箱与您联系。';
    expect(screen.queryByText(followUp)).toBeNull();
    type('姓名 *', '王伟');
    type('手机号 *', '13812345678');
    submit(/提交申请/);
    const note = await screen.findByText(followUp);
    expect(note.parentElement!.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('获取成功')).toBeTruthy();
    await act(() => changeLanguage('en'));
    expect(
      screen.getByText(
        'We have received your trial request. A solutions consultant will contact you by phone or email within one business day.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Acquisition successful')).toBeTruthy();
  });

  it('shows the server’s message when sending fails and keeps the values', async () => {
    post.mockRejectedValue(new RequestError('提交过于频繁，请稍后再试', 500, 'business'));
    await renderSite(<TrialForm />);
    type('姓名 *', '王伟');
    type('手机号 *', '13812345678');
    submit(/提交申请/);
    expect(await screen.findByText('提交过于频繁，请稍后再试')).toBeTruthy();
    expect((screen.getByLabelText('姓名 *') as HTMLInputElement).value).toBe('王伟');
  });

  it('cannot be sent twice while sending', async () => {
    let finish: () => void = () => undefined;
    post.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderSite(<TrialForm />);
    type('姓名 *', '王伟');
    type('手机号 *', '13812345678');
    submit(/提交申请/);
    const button = await screen.findByRole('button', { name: '提交中…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    await waitFor(() => expect(screen.getByText('获取成功')).toBeTruthy());
  });
});

describe("TrialForm's product of interest", () => {
  const select = () => screen.getByLabelText('意向产品') as HTMLSelectElement;

  it('lists the products in the visitor’s language and sends the one chosen', async () => {
    post.mockResolvedValue({ code: 200, msg: '获取成功' });
    await renderSite(<TrialForm />);
    expect([...select().options].map((option) => option.textContent)).toEqual([
      '请选择（可不选）',
      '混沌工程平台',
      '智能感知平台',
      '回放比对测试平台',
      '仿真交易所',
      '全链路压测',
    ]);
    expect(select().value).toBe('');
    fireEvent.change(select(), { target: { value: 'load' } });
    type('姓名 *', '王伟');
    type('手机号 *', '13812345678');
    submit(/提交申请/);
    await screen.findByText('获取成功');
    expect(post.mock.calls[0][1]).toMatchObject({ name: '王伟', product: 'load' });
    expect(select().value).toBe('');
    await act(() => changeLanguage('en'));
    expect(screen.getByLabelText('Product of interest')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Full-Link Load Testing' })).toBeTruthy();
  });

  it('comes chosen when the visitor came from a product page (its 免费试用)', async () => {
    function ProductTrialButton() {
      const goToTrial = useGoToTrial();
      return (
        <button type="button" onClick={goToTrial}>
          免费试用
        </button>
      );
    }
    await renderSite(
      <Routes>
        <Route path="/Product/Chaotic" element={<ProductTrialButton />} />
        <Route path="/" element={<TrialForm />} />
      </Routes>,
      '/Product/Chaotic',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '免费试用' })));
    expect(((await screen.findByLabelText('意向产品')) as HTMLSelectElement).value).toBe('chaos');
  });

  it('ignores a product it does not know in the link', async () => {
    await renderSite(<TrialForm />, { pathname: '/', state: { product: 'teleport' } });
    expect(select().value).toBe('');
  });
});

describe("TrialForm's captcha, shown when the server asks for it", () => {
  const asked = () => new RequestError('提交较频繁，请输入验证码后再提交', 428, 'business');
  const fill = () => {
    type('姓名 *', '王伟');
    type('手机号 *', '13812345678');
    type('公司名称', '某证券');
  };

  it('is not there, nor loaded, until the server asks', async () => {
    await renderSite(<TrialForm />);
    expect(screen.queryByLabelText(/验证码/)).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('appears on 428, keeps what was typed, resends with the answer, and a wrong one shows a new picture', async () => {
    get
      .mockResolvedValueOnce({ code: 200, captchaEnabled: true, uuid: 'u1', img: 'QUJD' })
      .mockResolvedValueOnce({ code: 200, captchaEnabled: true, uuid: 'u2', img: 'REVG' });
    post
      .mockRejectedValueOnce(asked())
      .mockRejectedValueOnce(new RequestError('验证码错误，请重新输入', 428, 'business'))
      .mockResolvedValueOnce({ code: 200, msg: '获取成功' });
    await renderSite(<TrialForm />);
    fill();
    submit(/提交申请/);
    expect(await screen.findByText('提交较频繁，请输入验证码后再提交')).toBeTruthy();
    const answer = (await screen.findByLabelText('验证码 *')) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(answer));
    const picture = await screen.findByRole('button', { name: /验证码图片/ });
    await waitFor(() =>
      expect(picture.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,QUJD'),
    );
    expect(get).toHaveBeenCalledWith('/portal/trial/captcha', undefined, { withToken: false, silent: true });
    expect((screen.getByLabelText('姓名 *') as HTMLInputElement).value).toBe('王伟');
    expect((screen.getByLabelText('公司名称') as HTMLInputElement).value).toBe('某证券');

    // a wrong answer: the server's words, a new picture, the answer emptied, the values kept
    fireEvent.change(answer, { target: { value: '99' } });
    submit(/提交申请/);
    expect(await screen.findByText('验证码错误，请重新输入')).toBeTruthy();
    expect(post.mock.calls[1][1]).toMatchObject({ name: '王伟', company: '某证券', code: '99', uuid: 'u1' });
    await waitFor(() =>
      expect(
        screen
          .getByRole('button', { name: /验证码图片/ })
          .querySelector('img')
          ?.getAttribute('src'),
      ).toBe('data:image/png;base64,REVG'),
    );
    expect((screen.getByLabelText('验证码 *') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('姓名 *') as HTMLInputElement).value).toBe('王伟');

    fireEvent.change(screen.getByLabelText('验证码 *'), { target: { value: ' 7 ' } });
    submit(/提交申请/);
    expect(await screen.findByText('获取成功')).toBeTruthy();
    expect(post.mock.calls[2][1]).toMatchObject({ name: '王伟', code: '7', uuid: 'u2' });
  });

  it('asks for the answer before sending, and offers another picture, in English', async () => {
    await act(() => changeLanguage('en'));
    get.mockResolvedValue({ code: 200, captchaEnabled: true, uuid: 'u1', img: 'QUJD' });
    post.mockRejectedValueOnce(new RequestError('Several requests came from your address', 428, 'business'));
    await renderSite(<TrialForm />);
    type('Name *', 'Wang');
    type('Mobile phone *', '13812345678');
    submit(/Submit/);
    await screen.findByLabelText('Verification code *');
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    submit(/Submit/);
    const problem = await screen.findByText('Please enter the verification code');
    expect(screen.getByLabelText('Verification code *').getAttribute('aria-describedby')).toBe(problem.id);
    expect(post).toHaveBeenCalledTimes(1);
    const picture = screen.getByRole('button', { name: /Verification image.*Show another/ });
    await act(async () => fireEvent.click(picture));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('says so when the picture cannot be loaded, and tries again on a click', async () => {
    get.mockRejectedValueOnce(new RequestError('网络异常', 0, 'network'));
    get.mockResolvedValueOnce({ code: 200, captchaEnabled: true, uuid: 'u9', img: 'QUJD' });
    post.mockRejectedValueOnce(asked());
    await renderSite(<TrialForm />);
    fill();
    submit(/提交申请/);
    const failed = await screen.findByRole('button', { name: '验证码加载失败，请点击重试' });
    await act(async () => fireEvent.click(failed));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /验证码图片/ }).querySelector('img')).not.toBeNull(),
    );
  });
});
