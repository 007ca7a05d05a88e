export default {
  failed: '请求出错，请重试',
  badRequest: '请求失败',
  unauthorized: '授权失败，请重新登录',
  forbidden: '拒绝访问',
  notFound: '请求地址出错: {{url}}',
  serverError: '服务器异常',
  timeout: '请求超时（{{seconds}} 秒），请稍后重试',
  downloadFailed: '下载失败，请重试',
  debugReminder: '调试模式已开启（localStorage.debug = {{value}}），所有请求都带有 debug 请求头',
};
