/** How any module tells people something: the notification centre's one entry. */
export { noticesDemo } from './notice-demo-data.ts';
export type { NoticeMessage, Recipients } from './notice-types.ts';
export { type NotifyContext, type NotifyResult, notify } from './notify.ts';
/** The bell only (no text or WeChat): needs nothing but a connection, so it also runs inside a transaction or the seed. */
export { insertNotices as notifyInApp } from './recipient-data.ts';
export { RecordingWechatTemplates, type WechatTemplateProvider } from './wechat-template-provider.ts';
