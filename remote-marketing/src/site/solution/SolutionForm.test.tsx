import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@dis/shared';
import { http, RequestError } from '@dis/shared/request';
import { renderSite } from '../renderSite.test-utils';
import { SolutionForm } from './SolutionForm';

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

describe('SolutionForm', () => {
  it('asks for name and phone, and shows format problems next to the fields, in Chinese', async () => {
    await renderSite(<SolutionForm />, '/Solution');
    fireEvent.click(screen.getByRole('button', { name: '提交咨询' }));
    expect(await screen.findByText('请输入姓名和手机号')).toBeTruthy();
    type('姓名 *', '韩梅');
    type('手机号 *', '139');
    type('公司邮箱', 'han@');
    fireEvent.click(screen.getByRole('button', { name: '提交咨询' }));
    expect(screen.getByLabelText('手机号 *').getAttribute('aria-describedby')).toBe(
      'solution-form-phone-problem',
    );
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy();
    expect(screen.getByText('请输入正确的邮箱地址').id).toBe('solution-form-companyEmail-problem');
    expect(post).not.toHaveBeenCalled();
  });

  it('says the same in English', async () => {
    await act(() => changeLanguage('en'));
    await renderSite(<SolutionForm />, '/Solution');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your name and phone number')).toBeTruthy();
  });

  it('sends the solution-form fields and thanks the visitor', async () => {
    post.mockResolvedValue({ code: 200, msg: '获取成功' });
    await renderSite(<SolutionForm />, '/Solution');
    type('姓名 *', ' 韩梅 ');
    type('手机号 *', '13912345678');
    type('公司名称', '某银行');
    type('公司邮箱', 'han@bank.cn');
    type('职位', '科技部经理');
    type('当前痛点', '缺少常态化演练');
    fireEvent.click(screen.getByLabelText('订阅产品动态与行业资讯'));
    fireEvent.click(screen.getByRole('button', { name: '提交咨询' }));
    expect(await screen.findByText('获取成功')).toBeTruthy();
    expect(
      screen.getByText(
        '我们已收到您的咨询申请，解决方案顾问将在 1 个工作日内通过您留下的电话或邮箱与您联系。',
      ),
    ).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/portal/trial',
      {
        name: '韩梅',
        phone: '13912345678',
        companyName: '某银行',
        companyEmail: 'han@bank.cn',
        role: '科技部经理',
        pain: '缺少常态化演练',
        subscribe: true,
      },
      { withToken: false, silent: true },
    );
    expect((screen.getByLabelText('姓名 *') as HTMLInputElement).value).toBe('');
  });
});

describe('SolutionForm: product of interest and captcha', () => {
  it('arrives with the product of the page the visitor came from, and sends it', async () => {
    post.mockResolvedValue({ code: 200, msg: '获取成功' });
    await renderSite(<SolutionForm />, { pathname: '/Solution', state: { product: 'replay' } });
    expect((screen.getByLabelText('意向产品') as HTMLSelectElement).value).toBe('replay');
    type('姓名 *', '韩梅');
    type('手机号 *', '13912345678');
    fireEvent.click(screen.getByRole('button', { name: '提交咨询' }));
    expect(await screen.findByText('获取成功')).toBeTruthy();
    expect(post.mock.calls[0][1]).toMatchObject({ name: '韩梅', product: 'replay' });
  });

  it('shows the captcha when the server asks, in English, and sends the answer with the form', async () => {
    await act(() => changeLanguage('en'));
    get.mockResolvedValue({ code: 200, captchaEnabled: true, uuid: 'u5', img: 'QUJD' });
    post
      .mockRejectedValueOnce(
        new RequestError(
          'Several requests came from your address: please enter the code shown, then send again',
          428,
          'business',
        ),
      )
      .mockResolvedValueOnce({ code: 200, msg: 'Acquisition successful' });
    await renderSite(<SolutionForm />, '/Solution');
    type('Name *', 'Han');
    type('Mobile phone *', '13912345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Several requests came from your address: please enter the code shown, then send again',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    fireEvent.change(await screen.findByLabelText('Verification code *'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Acquisition successful')).toBeTruthy();
    expect(post.mock.calls[1][1]).toMatchObject({ name: 'Han', code: '12', uuid: 'u5' });
  });
});
