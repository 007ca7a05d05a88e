import { z } from 'zod';
import { SIGNED_IN, SIGNED_IN_READ } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField } from '../../contract/fields.ts';
import { nothing, timestamp } from '../../contract/outputs.ts';
import { loginAnswer } from './sign-in.ts';

/** WeChat sign-in and the account's third-party binds (the openId is never sent). */

export const wechatBind = z.object({
  id: z.number(),
  /** 1: WeChat open platform (web QR login). */
  bindType: z.number(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  createdAt: timestamp,
});

const wechatCode = z.string().trim().min(1).max(256);

export const wechatEndpoints = endpoints('/iam/v1', {
  login: {
    path: 'no-auth/bind/wechat-open',
    access: 'public',
    input: z.object({ code: wechatCode, state: z.string().max(256).optional() }),
    output: z.union([z.object({ bound: z.literal(false) }), loginAnswer.extend({ bound: z.literal(true), orgCount: z.number() })]),
    summary: 'Sign in with a WeChat QR-login code: the login response if the WeChat is bound, else { bound: false }',
  },
  bind: {
    path: 'third/bind/wechat-open/by-code',
    access: SIGNED_IN,
    input: z.object({ code: wechatCode }),
    output: wechatBind,
    summary: 'Bind the WeChat of a QR-login code to the signed-in account',
  },
  wechatConfig: {
    path: 'third/bind/wechat-open/config',
    // not read-only: it starts a change of the account (a visitor may not bind)
    access: SIGNED_IN,
    input: z.object({ redirectUri: z.string().trim().min(1).max(500) }),
    output: z.object({ authorizeUrl: z.string(), state: z.string() }),
    summary: 'WeChat binding: the QR-login address for a redirect back to this site, and its state; iam-0010 when WeChat is not configured',
  },
  binds: {
    path: '/user/v1/bind/get-bind-list',
    access: SIGNED_IN_READ,
    input: z.object({}),
    output: z.array(wechatBind),
    summary: "The signed-in account's third-party binds (the openId is never sent)",
  },
  unbind: {
    path: '/user/v1/bind/unbind',
    access: SIGNED_IN,
    input: z.object({ id: idField }),
    output: nothing,
    summary: "Remove one of the signed-in account's binds",
  },
});
