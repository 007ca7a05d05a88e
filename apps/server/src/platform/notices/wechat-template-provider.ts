/**
 * WeChat template messages (the official-account "template message" push). Sign-in through
 * WeChat lives in iam/wechat-provider.ts; this is the sending side, used by the notices outbox.
 */
export interface WechatTemplateMessage {
  /** The recipient's openid under the official account. */
  openId: string;
  /** The template's id at WeChat; its fields are filled from `data`. */
  templateId: string;
  data: Record<string, string>;
  /** Opened when the person taps the message. */
  url?: string;
}

export interface WechatTemplateProvider {
  readonly name: string;
  /** False until an official account is configured: the outbox then records without sending. */
  readonly configured: boolean;
  send(message: WechatTemplateMessage): Promise<void>;
}

/**
 * The default until an official account is configured: nothing leaves the server; the outbox
 * row written for each message (state 'recorded') is the record a developer reads.
 */
export class RecordingWechatTemplates implements WechatTemplateProvider {
  readonly name = 'recording';
  readonly configured = false;
  async send(): Promise<void> {}
}

/** The template every notice goes out with: title, body and time, as the official account defines them. */
export const NOTICE_TEMPLATE_ID = process.env.WECHAT_NOTICE_TEMPLATE_ID ?? 'notice';
