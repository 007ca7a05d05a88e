import { WechatOutlined } from '@ant-design/icons';
import { CHINA_ZONE } from '@kg/shared/time/china';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Card } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { safeHttpUrl } from '../../../session/safe-url.ts';
import { GUIDE_QUERY_KEY, ItemList } from '../../workbench/index.ts';
import { bindWechatByCode, fetchBinds, unbindWechat, wechatAuthorize } from './account-api.ts';

const STATE_KEY = 'kg.wechatBindState';
const BINDS_KEY = ['wechat-binds'];

/**
 * The account's WeChat bindings: list, unbind with a confirmation, and bind through WeChat's
 * QR login (the server answers 'not configured' when WeChat is not set up). WeChat returns
 * to this page with code and state; a state this tab did not issue is ignored.
 */
export function WechatBinds({ readOnly }: { readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const binds = useQuery({ queryKey: BINDS_KEY, queryFn: fetchBinds, enabled: !readOnly });
  const handled = useRef(false);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: BINDS_KEY });
    void client.invalidateQueries({ queryKey: [GUIDE_QUERY_KEY] });
  };

  // back from WeChat: bind the code once, then drop it from the address
  useEffect(() => {
    const code = params.get('code');
    const state = params.get('state');
    if (!code || !state || handled.current) return;
    handled.current = true;
    const expected = sessionStorage.getItem(STATE_KEY);
    sessionStorage.removeItem(STATE_KEY);
    const next = new URLSearchParams(params);
    next.delete('code');
    next.delete('state');
    setParams(next, { replace: true });
    if (readOnly || state !== expected) return;
    bindWechatByCode(code).then(
      () => {
        void message.success(t('account.wechat.bound'));
        refresh();
      },
      () => undefined,
    );
  }, [params]); // eslint-disable-line react-hooks/exhaustive-deps

  async function bind() {
    try {
      const { authorizeUrl, state } = await wechatAuthorize(window.location.origin + window.location.pathname);
      // the server's answer leaves the app: only as an http(s) address
      const url = safeHttpUrl(authorizeUrl);
      if (!url) return;
      sessionStorage.setItem(STATE_KEY, state);
      window.location.assign(url);
    } catch {
      // the request layer showed the server's message ('WeChat sign-in is not configured')
    }
  }

  function unbind(id: number) {
    modal.confirm({
      title: t('account.wechat.unbindTitle'),
      content: t('account.wechat.unbindConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await unbindWechat(id);
        void message.success(t('account.wechat.unbound'));
        refresh();
      },
    });
  }

  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language === 'en' ? 'en' : 'zh-CN', { timeZone: CHINA_ZONE });
  return (
    <Card
      title={t('account.wechat.title')}
      extra={
        readOnly ? null : (
          <Button icon={<WechatOutlined />} onClick={bind} data-testid="wechat-bind">
            {t('account.wechat.bind')}
          </Button>
        )
      }
    >
      <ItemList
        loading={binds.isLoading}
        empty={t('account.wechat.none')}
        rows={(binds.data ?? []).map((b) => ({
          key: b.id,
          avatar: (
            <Avatar src={b.avatarUrl || undefined} icon={<WechatOutlined />} style={{ background: b.avatarUrl ? undefined : '#07c160' }} />
          ),
          title: b.nickname || t('account.wechat.unnamed'),
          description: t('account.wechat.boundAt', { date: date(b.createdAt) }),
          actions: readOnly ? null : (
            <Button type="link" danger onClick={() => unbind(b.id)}>
              {t('account.wechat.unbind')}
            </Button>
          ),
        }))}
      />
    </Card>
  );
}
