/**
 * Every message the server sends, in zh-cn (the exact RuoYi wording where RuoYi has one) and en.
 * Placeholders are written `{name}`.
 */
export const MESSAGES = {
  // envelopes
  'result.success': { 'zh-cn': '操作成功', en: 'Operation successful' },
  'result.query.success': { 'zh-cn': '查询成功', en: 'Query successful' },
  'result.fail': { 'zh-cn': '操作失败', en: 'Operation failed' },

  // authentication and authorisation
  'auth.unauthenticated': {
    'zh-cn': '请求访问：{uri}，认证失败，无法访问系统资源',
    en: 'Request to {uri} failed authentication; unable to access system resources',
  },
  'auth.forbidden': {
    'zh-cn': '没有权限，请联系管理员授权',
    en: 'No permission; please ask the administrator for authorisation',
  },

  // transport faults
  'error.unknown': {
    'zh-cn': '系统未知错误，请反馈给管理员',
    en: 'Unknown system error; please report it to the administrator',
  },
  'error.notFound': { 'zh-cn': '请求地址不存在：{uri}', en: 'No such address: {uri}' },
  'error.badJson': { 'zh-cn': '请求体不是合法的JSON', en: 'The request body is not valid JSON' },
  'error.mediaType': { 'zh-cn': '不支持的请求类型：{type}', en: 'Unsupported content type: {type}' },
  'error.tooLarge': { 'zh-cn': '请求数据过大', en: 'The request is too large' },
  'error.badRequest': { 'zh-cn': '请求格式不正确', en: 'Malformed request' },
  'error.rateLimited': {
    'zh-cn': '访问过于频繁，请稍候再试',
    en: 'Too many requests; please try again later',
  },

  // public site
  'portal.trial.required': { 'zh-cn': '请输入姓名和手机号', en: 'Please enter your name and phone number' },
  'portal.trial.phone': { 'zh-cn': '请输入正确的手机号码', en: 'Please enter a valid phone number' },
  'portal.trial.success': { 'zh-cn': '获取成功', en: 'Acquisition successful' },
  'portal.news.notFound': {
    'zh-cn': '新闻不存在或已下线',
    en: 'This news item does not exist or is no longer published',
  },
  'portal.job.notFound': {
    'zh-cn': '职位不存在或已停止招聘',
    en: 'This job does not exist or is no longer open',
  },

  // website content desk (news, jobs, trial requests)
  'marketing.news.missing': { 'zh-cn': '新闻不存在', en: 'The news item does not exist' },
  'marketing.job.missing': { 'zh-cn': '职位不存在', en: 'The job does not exist' },
  'marketing.lead.missing': { 'zh-cn': '试用申请不存在', en: 'The trial request does not exist' },
  'marketing.noMarkup': {
    'zh-cn': '{field}不能包含HTML标签',
    en: '{field} must not contain HTML tags',
  },
  'marketing.news.coverUrl': {
    'zh-cn': '封面图片地址不正确，请上传图片',
    en: 'The cover image address is not valid; please upload an image',
  },
  'marketing.news.emptyBody': {
    'zh-cn': '发布的新闻必须有正文',
    en: 'A published news item needs a body',
  },
  'marketing.lead.backToNew': {
    'zh-cn': '已联系或已关闭的申请不能改回新申请',
    en: 'A contacted or closed request cannot go back to new',
  },

  // schema validation (the first failing field is reported)
  'validation.required': { 'zh-cn': '{field}不能为空', en: '{field} is required' },
  /** an email field that does not look like one (trial form, personal centre) */
  'validation.email': { 'zh-cn': '请输入正确的邮箱地址', en: 'Please enter a valid email address' },
  'validation.type': {
    'zh-cn': '参数[{field}]类型不匹配，要求类型为：{type}',
    en: 'Parameter [{field}] must be of type {type}',
  },
  'validation.maxLength': {
    'zh-cn': '{field}长度不能超过{limit}个字符',
    en: '{field} must be at most {limit} characters long',
  },
  'validation.minLength': {
    'zh-cn': '{field}长度不能少于{limit}个字符',
    en: '{field} must be at least {limit} characters long',
  },
  'validation.minimum': { 'zh-cn': '{field}不能小于{limit}', en: '{field} must be at least {limit}' },
  'validation.maximum': { 'zh-cn': '{field}不能大于{limit}', en: '{field} must be at most {limit}' },
  'validation.pattern': { 'zh-cn': '{field}格式不正确', en: '{field} has an invalid format' },
  'validation.enum': {
    'zh-cn': '{field}必须是以下值之一：{values}',
    en: '{field} must be one of: {values}',
  },
  'validation.invalid': { 'zh-cn': '参数[{field}]不合法', en: 'Parameter [{field}] is invalid' },
  'validation.body': { 'zh-cn': '请求体', en: 'Request body' },

  // paging
  'paging.badOrderBy': {
    'zh-cn': '参数不符合规范，不能进行查询',
    en: 'The sort parameters are not allowed; the query cannot run',
  },

  // captcha
  'captcha.expired': { 'zh-cn': '验证码已失效', en: 'The captcha has expired' },
  'captcha.wrong': { 'zh-cn': '验证码错误', en: 'Incorrect captcha' },

  // login / logout
  'login.success': { 'zh-cn': '登录成功', en: 'Login successful' },
  'logout.success': { 'zh-cn': '退出成功', en: 'Logout successful' },
  'login.badCredentials': {
    'zh-cn': '用户不存在/密码错误',
    en: 'User does not exist or the password is wrong',
  },
  'login.fieldsRequired': { 'zh-cn': '* 必须填写', en: '* must be filled in' },
  'login.userNotExists': {
    'zh-cn': '对不起，您的账号：{userName} 不存在',
    en: 'Sorry, the account {userName} does not exist',
  },
  'login.lengthOutOfRange': {
    'zh-cn': '用户名或密码长度不在指定范围内',
    en: 'The user name or password length is out of range',
  },
  'login.locked': {
    'zh-cn': '密码输入错误{count}次，帐户锁定{minutes}分钟',
    en: 'Wrong password entered {count} times; the account is locked for {minutes} minutes',
  },
  'login.wrongPasswordCount': {
    'zh-cn': '密码输入错误{count}次',
    en: 'Wrong password entered {count} times',
  },
  'login.ipThrottled': {
    'zh-cn': '登录失败次数过多，请{minutes}分钟后再试',
    en: 'Too many failed logins from your address; please try again in {minutes} minutes',
  },
  'login.blacklisted': {
    'zh-cn': '很遗憾，访问IP已被列入系统黑名单',
    en: 'Sorry, your IP address has been blacklisted',
  },
  'login.deleted': { 'zh-cn': '对不起，您的账号已被删除', en: 'Sorry, your account has been deleted' },
  'login.disabled': {
    'zh-cn': '用户已封禁，请联系管理员',
    en: 'The account is disabled; please contact the administrator',
  },

  // register
  'register.disabled': {
    'zh-cn': '当前系统没有开启注册功能！',
    en: 'Registration is not enabled on this system!',
  },
  'register.userNameRequired': { 'zh-cn': '用户名不能为空', en: 'The user name is required' },
  'register.passwordRequired': { 'zh-cn': '用户密码不能为空', en: 'The password is required' },
  'register.userNameLength': {
    'zh-cn': '账户长度必须在2到20个字符之间',
    en: 'The account name must be 2 to 20 characters long',
  },
  'register.passwordLength': {
    'zh-cn': '密码长度必须在5到20个字符之间',
    en: 'The password must be 5 to 20 characters long',
  },
  'register.userNameChars': {
    'zh-cn': '用户账号不能包含空白或脚本字符',
    en: 'The account name must not contain spaces or script characters',
  },
  'register.exists': {
    'zh-cn': "保存用户'{userName}'失败，注册账号已存在",
    en: "Could not save user '{userName}': the account already exists",
  },
  'register.success': { 'zh-cn': '注册成功', en: 'Registration successful' },

  // password character rule (config sys.account.chrtype)
  'password.chrtype.1': { 'zh-cn': '密码只能为0-9数字', en: 'The password may contain digits 0-9 only' },
  'password.chrtype.2': {
    'zh-cn': '密码只能为a-z和A-Z字母',
    en: 'The password may contain letters a-z and A-Z only',
  },
  'password.chrtype.3': {
    'zh-cn': '密码必须包含字母和数字',
    en: 'The password must contain both letters and digits',
  },
  'password.chrtype.4': {
    'zh-cn': '密码必须包含字母、数字和特殊字符',
    en: 'The password must contain letters, digits and special characters',
  },

  // personal centre
  'profile.nickNameRequired': { 'zh-cn': '用户昵称不能为空', en: 'The nick name is required' },
  'profile.phoneFormat': { 'zh-cn': '请输入正确的手机号码', en: 'Please enter a valid mobile phone number' },
  'profile.phoneExists': {
    'zh-cn': "修改用户'{userName}'失败，手机号码已存在",
    en: "Could not change user '{userName}': the phone number is already in use",
  },
  'profile.emailExists': {
    'zh-cn': "修改用户'{userName}'失败，邮箱账号已存在",
    en: "Could not change user '{userName}': the email address is already in use",
  },
  'profile.wrongOldPassword': {
    'zh-cn': '修改密码失败，旧密码错误',
    en: 'Could not change the password: the old password is wrong',
  },
  'profile.samePassword': {
    'zh-cn': '新密码不能与旧密码相同',
    en: 'The new password must differ from the old one',
  },
  'profile.passwordLength': {
    'zh-cn': '新密码长度必须介于 {min} 和 {max} 之间',
    en: 'The new password must be {min} to {max} characters long',
  },
  'profile.avatarMissing': {
    'zh-cn': '上传图片异常，请联系管理员',
    en: 'The image upload failed; please contact the administrator',
  },
  'password.illegalChars': {
    'zh-cn': '密码不能包含非法字符：< > " \' \\ |',
    en: 'The password must not contain any of these characters: < > " \' \\ |',
  },

  // upload / download
  'upload.missingFile': { 'zh-cn': '请选择要上传的文件', en: 'Please choose a file to upload' },
  'upload.emptyFile': { 'zh-cn': '上传文件不能为空', en: 'The uploaded file is empty' },
  'upload.badExtension': {
    'zh-cn': '文件格式不正确, 请上传{types}格式文件!',
    en: 'Wrong file format; please upload a {types} file!',
  },
  'upload.badContent': {
    'zh-cn': '文件内容与文件格式({extension})不符',
    en: 'The file content does not match its format ({extension})',
  },
  'upload.tooLarge': {
    'zh-cn': '上传文件大小不能超过 {size} MB!',
    en: 'The uploaded file must not exceed {size} MB!',
  },
  'upload.nameTooLong': {
    'zh-cn': '文件名称长度不能超过{limit}个字符',
    en: 'The file name must be at most {limit} characters long',
  },
  'download.illegalName': {
    'zh-cn': '文件名称({fileName})非法，不允许下载。',
    en: 'The file name ({fileName}) is not allowed; download refused.',
  },
  'download.illegalResource': {
    'zh-cn': '资源文件({resource})非法，不允许下载。',
    en: 'The resource ({resource}) is not allowed; download refused.',
  },
  'download.notFound': { 'zh-cn': '文件不存在：{fileName}', en: 'File not found: {fileName}' },

  // health
  'health.ok': { 'zh-cn': 'ok', en: 'ok' },
  'health.degraded': { 'zh-cn': '服务异常', en: 'degraded' },
} as const satisfies Record<string, { 'zh-cn': string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;
