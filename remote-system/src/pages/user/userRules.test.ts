import { importSummaryLines, passwordProblemKey, passwordRuleKey, toUserBody, NEW_USER } from './userRules';

describe('user dialog rules', () => {
  it('checks a password by length, characters and sys.account.chrtype', () => {
    expect(passwordProblemKey('12345', '0')).toBe('user.passwordLength');
    expect(passwordProblemKey('abc<def', '0')).toBe('user.passwordIllegal');
    expect(passwordProblemKey('abcdef', '1')).toBe('user.passwordDigits');
    expect(passwordProblemKey('abc123', '3')).toBeNull();
    expect(passwordRuleKey('4')).toBe('user.passwordAll');
    expect(passwordRuleKey('0')).toBe('user.passwordAny');
  });

  it('sends name and password only when adding, trimmed, with null for empty dept and remark', () => {
    const values = { ...NEW_USER, userName: ' bob ', password: 'x1', nickName: ' Bob ', remark: ' ' };
    expect(toUserBody(values)).toMatchObject({
      userName: 'bob',
      password: 'x1',
      nickName: 'Bob',
      deptId: null,
      remark: null,
    });
    const edit = toUserBody({ ...values, deptId: 105 }, 7);
    expect(edit).toMatchObject({ userId: 7, deptId: 105 });
    expect(edit).not.toHaveProperty('userName');
    expect(edit).not.toHaveProperty('password');
  });

  it('turns the HTML import summary into text lines, markup never kept', () => {
    expect(
      importSummaryLines(
        '很抱歉，导入失败！共 2 条：<br/>1、账号 &lt;b&gt;x&lt;/b&gt; 已存在<br/>2、账号 <img src=x onerror=alert(1)>y 导入失败',
      ),
    ).toEqual(['很抱歉，导入失败！共 2 条：', '1、账号 <b>x</b> 已存在', '2、账号 y 导入失败']);
  });
});
