import { defineMessages, type KeysOf } from '../../i18n/catalogue';

/** Uploads and downloads. */
export const FILE_MESSAGES = defineMessages({
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
});

declare module '../../i18n/catalogue' {
  interface MessageCatalogue extends KeysOf<typeof FILE_MESSAGES> {}
}
